/**
 * An endorsement's details (SPEC §3, §4): wording with product classes, versioned like products
 * and locked once a risk uses a version (`Cannot modify this item because it is in use`).
 */
import { productMessages, type TClauseDetails, ZClauseDetails } from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { unknownProductClassIds } from "../products/index.ts";
import { sanitizeClauseHtml } from "./sanitize.ts";
import { type ClauseDetails, clauseVersioning as kernel } from "./versioned.ts";

/** Parses, sanitises and checks a clause's details against the company's classes. */
export async function cleanDetails(
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
