import { resolveDatasetOptions, toJsonSchema } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { brokerVersion } from "./broker-version.ts";
import { raterFor, valuesOf } from "./rater.ts";

/** The full proposal form a broker fills in (dataset options resolved). */
export async function brokerForm(ctx: Ctx, input: { packageId: number; productId?: number }) {
  const { db } = ctx;
  const { version, productName } = await brokerVersion(ctx, input);
  const rater = await raterFor(db, version);
  const form = resolveDatasetOptions(rater.row.form, rater.rowsOf);
  return {
    product: {
      id: version.productId,
      name: productName,
      versionId: version.id,
      versionNumber: version.versionNumber,
    },
    form,
    jsonSchema: toJsonSchema(rater.row.form, { datasetValues: valuesOf(rater) }),
  };
}
