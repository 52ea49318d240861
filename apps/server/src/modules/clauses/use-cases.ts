/**
 * Endorsement use cases (SPEC §3, §4): wording with product classes, versioned like products
 * and locked once a risk uses a version (`Cannot modify this item because it is in use`).
 */
import { productMessages, type TClauseDetails, ZClauseDetails } from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { unknownProductClassIds } from "../products/index.ts";
import { sanitizeClauseHtml } from "./sanitize.ts";
import { type ClauseDetails, clauseVersioning as kernel } from "./versioned.ts";

/** Parses, sanitises and checks a clause's details against the company's classes. */
async function cleanDetails(
  db: DbOrTx,
  companyId: number,
  input: TClauseDetails,
): Promise<ClauseDetails> {
  const details = ZClauseDetails.parse(input);
  const content = sanitizeClauseHtml(details.content);
  const parsed = ZClauseDetails.shape.content.safeParse(content);
  if (!parsed.success) throw invalid({ content: productMessages.clauseContentRequired });
  if ((await unknownProductClassIds(db, companyId, details.productClassIds)).length > 0)
    throw invalid({ productClassIds: productMessages.unknownClass });
  return { ...details, content };
}

export const getClause = (db: DbOrTx, actor: Actor, clauseId: number) =>
  kernel.get(db, actor, clauseId);

/** Creates an endorsement whose first version is saved as a draft. */
export function createClause(db: Db, actor: Actor, input: TClauseDetails) {
  return kernel.create(db, actor, async (tx) => {
    const content = await cleanDetails(tx, actingCompany(actor), input);
    return { content, saved: true, data: { name: content.name } };
  });
}

/** Used by the demo seed. */
export async function insertClause(
  tx: DbOrTx,
  companyId: number,
  userId: number | null,
  details: ClauseDetails,
  publish = false,
) {
  const now = new Date();
  const { head } = await kernel.insert(
    tx,
    companyId,
    { ...details, content: sanitizeClauseHtml(details.content) },
    {
      userId,
      savedAt: now,
      publishedAt: publish ? now : null,
      headValues: { createdByUserId: userId },
    },
  );
  return head;
}

export function saveClauseVersion(
  db: Db,
  actor: Actor,
  clauseId: number,
  versionId: number,
  input: TClauseDetails,
) {
  return kernel.save(db, actor, clauseId, versionId, (tx) =>
    cleanDetails(tx, actingCompany(actor), input),
  );
}

export const publishClauseVersion = (db: Db, actor: Actor, clauseId: number, versionId: number) =>
  kernel.publish(db, actor, clauseId, versionId);

export const unpublishClauseVersion = (db: Db, actor: Actor, clauseId: number, versionId: number) =>
  kernel.unpublish(db, actor, clauseId, versionId);

export const deleteClauseVersion = (db: Db, actor: Actor, clauseId: number, versionId: number) =>
  kernel.deleteVersion(db, actor, clauseId, versionId);

export const createClauseVersion = (db: Db, actor: Actor, clauseId: number) =>
  kernel.newVersion(db, actor, clauseId);

/** An endorsement used by a risk or offered on a product cannot be deleted. */
export const deleteClause = (db: Db, actor: Actor, clauseId: number) =>
  kernel.remove(db, actor, clauseId, (head) => ({ name: head.name }));
