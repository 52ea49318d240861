/**
 * Picks the underwriter of a referred risk package from the company's rules (the risks module
 * calls it when the product auto-assigns on referral). The rules' rows are locked for the rest
 * of the caller's transaction, so concurrent referrals rotate through a group one after the
 * other: each sees the cursor the previous one advanced.
 */
import { type AssignmentFacts, pickUnderwriter as pickFromRules } from "@platform/domain";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { eligibleUnderwriters } from "./access.ts";
import { assignmentRules } from "./tables.ts";

export interface UnderwriterPick {
  userId: number;
  ruleId: number;
}

/** The underwriter the first matching rule picks (advancing its rotation), or null. */
export async function pickUnderwriter(
  tx: DbOrTx,
  companyId: number,
  facts: AssignmentFacts,
): Promise<UnderwriterPick | null> {
  const rules = await tx
    .select()
    .from(assignmentRules)
    .where(and(eq(assignmentRules.companyId, companyId), eq(assignmentRules.active, true)))
    .orderBy(asc(assignmentRules.position), asc(assignmentRules.id))
    .for("update");
  if (rules.length === 0) return null;
  const eligible = new Set((await eligibleUnderwriters(tx, companyId)).map((user) => user.id));
  const pick = pickFromRules(rules, facts, (userId) => eligible.has(userId));
  if (!pick) return null;
  await tx
    .update(assignmentRules)
    .set({ rotationCursor: pick.nextCursor })
    .where(eq(assignmentRules.id, pick.ruleId));
  return { userId: pick.userId, ruleId: pick.ruleId };
}
