/**
 * Assignment rules (SPEC §1 automatic underwriter assignment by configurable rules): the
 * company's ordered rules that pick the underwriter of a referred risk. Who reads and changes
 * them, and whom a rule may name, is the policy's (`access.ts`).
 */
import { messages, workflowMessages, type ZAssignmentRule } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { eligibleUnderwriters } from "./access.ts";
import { assignmentRules } from "./tables.ts";

export type RuleInput = z.output<typeof ZAssignmentRule>;

export const ofCompany = (companyId: number, id: number) =>
  and(eq(assignmentRules.id, id), eq(assignmentRules.companyId, companyId));

export async function checkInput(tx: DbOrTx, companyId: number, input: RuleInput) {
  const errors: Record<string, string> = {};
  const { minGrossPremium: min, maxGrossPremium: max } = input.conditions;
  if (min !== null && max !== null && max < min) {
    errors["conditions.maxGrossPremium"] = messages.min(min);
  }
  if (new Set(input.underwriterUserIds).size !== input.underwriterUserIds.length) {
    errors.underwriterUserIds = messages.noDuplicates;
  } else {
    const eligible = new Set((await eligibleUnderwriters(tx, companyId)).map((u) => u.id));
    if (input.underwriterUserIds.some((id) => !eligible.has(id))) {
      errors.underwriterUserIds = workflowMessages.underwriterNotEligible;
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
