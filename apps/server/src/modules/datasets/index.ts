/** The rating datasets module's public API for other modules (products, the designer, rating). */
export {
  copyVersionDatasets,
  datasetRowsOfVersion,
  datasetSummariesOfVersion,
  datasetsOfVersion,
  toDataset,
} from "./repo.ts";
