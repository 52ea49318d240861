/**
 * Automatic underwriter assignment (SPEC §1 "automatic underwriter assignment by configurable
 * rules"): the company's rules are tried in order; the first active rule whose conditions all
 * match the risk picks the underwriter. A rule naming several underwriters rotates among them:
 * its cursor counts the assignments it has made, so the next pick is `cursor mod n`, skipping
 * anyone who can no longer underwrite (left the company, lost ManageRisks).
 */
import { toDec } from "../rating/decimal.ts";
import type { TAssignmentConditions } from "./workflow.ts";

/** What a rule's conditions are tested against: the risk package at referral. */
export interface AssignmentFacts {
  productId: number | null;
  classId: number | null;
  brokerCompanyId: number;
  state: string | null;
  /** Decimal string (two decimals), or null before rating. */
  grossPremium: string | null;
}

export interface AssignableRule {
  id: number;
  active: boolean;
  conditions: TAssignmentConditions;
  underwriterUserIds: readonly number[];
  rotationCursor: number;
}

export interface AssignmentPick {
  ruleId: number;
  userId: number;
  /** The rule's cursor after this pick (store it with the assignment). */
  nextCursor: number;
}

const listMatches = <T>(allowed: readonly T[], value: T | null) =>
  allowed.length === 0 || (value !== null && allowed.includes(value));

/** Every condition holds (an empty list or an absent bound matches anything). */
export function ruleMatches(conditions: TAssignmentConditions, facts: AssignmentFacts): boolean {
  if (!listMatches(conditions.productIds, facts.productId)) return false;
  if (!listMatches(conditions.classIds, facts.classId)) return false;
  if (!listMatches(conditions.brokerCompanyIds, facts.brokerCompanyId)) return false;
  if (!listMatches<string>(conditions.states, facts.state)) return false;
  const { minGrossPremium: min, maxGrossPremium: max } = conditions;
  if (min === null && max === null) return true;
  if (facts.grossPremium === null) return false;
  const premium = toDec(facts.grossPremium);
  if (min !== null && premium.lt(min)) return false;
  if (max !== null && premium.gt(max)) return false;
  return true;
}

/**
 * The underwriter the ordered `rules` pick for `facts`, or null when no rule matches (or the
 * matching rule has nobody eligible left: then the next matching rule is tried).
 */
export function pickUnderwriter(
  rules: readonly AssignableRule[],
  facts: AssignmentFacts,
  eligible: (userId: number) => boolean = () => true,
): AssignmentPick | null {
  for (const rule of rules) {
    if (!rule.active || !ruleMatches(rule.conditions, facts)) continue;
    const ids = rule.underwriterUserIds;
    for (let step = 0; step < ids.length; step++) {
      const index = (rule.rotationCursor + step) % ids.length;
      const userId = ids[index]!;
      if (eligible(userId)) {
        return { ruleId: rule.id, userId, nextCursor: rule.rotationCursor + step + 1 };
      }
    }
  }
  return null;
}
