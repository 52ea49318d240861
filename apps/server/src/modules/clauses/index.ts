/** The endorsements module's public API for other modules (products, the designer, risks). */
import type { DbOrTx } from "../../platform/db/index.ts";
import { attach } from "../../platform/versioning/index.ts";
import type { ClauseVersionRow } from "./tables.ts";
import { clauseVersioning } from "./versioned.ts";

export { insertClause } from "./clause-details.ts";
export { clausesUseProductClass, unknownClauseIds } from "./repo.ts";
export { clauseVersioning };

/** The newest published version of an endorsement (what a new risk gets). */
export const latestPublishedClause = (db: DbOrTx, clauseId: number) =>
  clauseVersioning.latestPublished(db, clauseId);

export const newerClauseVersionExists = (db: DbOrTx, versionId: number) =>
  clauseVersioning.newerExists(db, versionId);

/** Called by the risk module when a risk attaches an endorsement version: it locks for good. */
export async function markClauseVersionInUse(tx: DbOrTx, versionId: number) {
  const [row] = await attach(tx, [{ kind: "clause", versionId }]);
  return row as ClauseVersionRow;
}
