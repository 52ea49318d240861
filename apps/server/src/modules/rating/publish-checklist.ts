/**
 * The product publish checklist (SPEC §4 Draft → Published) from what the server knows of a
 * version: its design, its latest test run and the published packages offering the product.
 * The designer's publish button shows it; the product's publish use case refuses a version with
 * a blocking item missing (modules.ts lends `assertPublishable` to the products module).
 */
import {
  publishBlocker,
  publishChecklist,
  type TProductDetails,
  type TPublishChecklist,
} from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { unprocessable } from "../../platform/http/errors.ts";
import { designOfVersion, readableVersion, type VersionKey } from "../product-designer/index.ts";
import { publishedPackagesOffering } from "../product-packages/index.ts";
import { runsOf } from "./test-runs.ts";

interface ChecklistVersion {
  id: number;
  productId: number;
  details: TProductDetails;
}

/** Three statements: the design, the latest run, the packages. */
export async function checklistOf(db: DbOrTx, version: ChecklistVersion) {
  const [design, [latest], packages] = await Promise.all([
    designOfVersion(db, version.id),
    runsOf(db, version.id, 1),
    publishedPackagesOffering(db, version.productId),
  ]);
  return publishChecklist({
    kind: version.details.kind,
    form: design.form,
    propertyFormulas: design.propertyFormulas,
    premium: design.premium,
    revision: design.revision,
    latestRun: latest ? latest.run : null,
    packages,
  });
}

/** `GET …/versions/{versionId}/publish-checklist`: what publishing the version needs. */
export async function getPublishChecklist(ctx: Ctx, input: VersionKey): Promise<TPublishChecklist> {
  const { version } = await readableVersion(ctx, input);
  return checklistOf(ctx.db, version);
}

/** Refuses publishing (422, the item's message) while a blocking item is missing. */
export async function assertPublishable(tx: DbOrTx, version: ChecklistVersion) {
  const blocker = publishBlocker(await checklistOf(tx, version));
  if (blocker) throw unprocessable(blocker.message);
}
