/**
 * Datasets (SPEC §2 datasets and custom datasets): a version's rating tables, edited as a grid
 * or uploaded as CSV, and the company's custom datasets, a library versions copy from. Lists
 * page and carry no cells; a dataset's rows page on their own.
 */
import type { Actor } from "../../platform/actor/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import { type AuditAction, audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { readableVersion, type VersionKey } from "../product-designer/index.ts";
import { authorizeDatasetLibrary } from "./access.ts";
import type { Scope } from "./write.ts";

export const record = (
  tx: DbOrTx,
  actor: Actor,
  action: AuditAction,
  data: Record<string, unknown>,
) =>
  audit(
    tx,
    {
      action,
      userId: actor.user.id,
      companyId: actingCompany(actor),
      subjectType: "dataset",
      data,
    },
    actor,
  );

/** The scope of a dataset request: a readable version's, or the custom library. */
export async function readableScope(ctx: Ctx, key: VersionKey | null): Promise<Scope> {
  const { actor } = ctx;
  const companyId = actingCompany(actor);
  if (key === null) return { companyId: authorizeDatasetLibrary(actor), versionId: null };
  const { version } = await readableVersion(ctx, key);
  return { companyId, versionId: version.id };
}
