/** The rating datasets module's public API for other modules (products, the designer, rating). */
export {
  copyVersionDatasets,
  datasetRowsOfVersion,
  datasetSummariesOfVersion,
  datasetsOfVersion,
  insertVersionDatasets,
  toDataset,
} from "./repo.ts";
