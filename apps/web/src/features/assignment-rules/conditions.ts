/**
 * The assignment rule form's values and the request body, both ways, and the one-line summary
 * of a rule's conditions on the list. Multi-selects hold string ids; an empty premium bound is
 * "no bound".
 */
import type {
  TAssignmentConditions,
  TAssignmentRuleInput,
  TAssignmentRuleView,
} from "@platform/domain/risks/workflow";
import type { AustralianState } from "../../domain.ts";

export interface RuleFormValues {
  name: string;
  active: boolean;
  productIds: string[];
  classIds: string[];
  brokerCompanyIds: string[];
  states: string[];
  minGrossPremium: number | string;
  maxGrossPremium: number | string;
  underwriterUserIds: string[];
}

export function toFormValues(rule: TAssignmentRuleView | null): RuleFormValues {
  const c = rule?.conditions;
  const ids = (list: readonly (number | string)[] | undefined) => (list ?? []).map(String);
  return {
    name: rule?.name ?? "",
    active: rule?.active ?? true,
    productIds: ids(c?.productIds),
    classIds: ids(c?.classIds),
    brokerCompanyIds: ids(c?.brokerCompanyIds),
    states: ids(c?.states),
    minGrossPremium: c?.minGrossPremium ?? "",
    maxGrossPremium: c?.maxGrossPremium ?? "",
    underwriterUserIds: (rule?.underwriters ?? []).map((u) => String(u.id)),
  };
}

const bound = (value: number | string): number | null => {
  if (value === "" || value === null) return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

export function toRuleInput(values: RuleFormValues): TAssignmentRuleInput {
  return {
    name: values.name.trim(),
    active: values.active,
    conditions: {
      productIds: values.productIds.map(Number),
      classIds: values.classIds.map(Number),
      brokerCompanyIds: values.brokerCompanyIds.map(Number),
      states: values.states as AustralianState[],
      minGrossPremium: bound(values.minGrossPremium),
      maxGrossPremium: bound(values.maxGrossPremium),
    },
    underwriterUserIds: values.underwriterUserIds.map(Number),
  };
}

/** Server field keys (`conditions.maxGrossPremium`) → the form's (`maxGrossPremium`). */
export function formErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key.replace(/^conditions\./, ""), message]),
  );
}

export interface ConditionLabels {
  product: (id: number) => string;
  className: (id: number) => string;
  brokerage: (id: number) => string;
  money: (amount: number) => string;
  premiumFrom: (amount: string) => string;
  premiumTo: (amount: string) => string;
  premiumBetween: (min: string, max: string) => string;
}

/** The rule's conditions in words, one part per condition set (empty: matches any risk). */
export function summariseConditions(c: TAssignmentConditions, labels: ConditionLabels): string[] {
  const parts: string[] = [];
  if (c.productIds.length > 0) parts.push(c.productIds.map(labels.product).join(", "));
  if (c.classIds.length > 0) parts.push(c.classIds.map(labels.className).join(", "));
  if (c.brokerCompanyIds.length > 0)
    parts.push(c.brokerCompanyIds.map(labels.brokerage).join(", "));
  if (c.states.length > 0) parts.push(c.states.join(", "));
  const { minGrossPremium: min, maxGrossPremium: max } = c;
  if (min !== null && max !== null) {
    parts.push(labels.premiumBetween(labels.money(min), labels.money(max)));
  } else if (min !== null) {
    parts.push(labels.premiumFrom(labels.money(min)));
  } else if (max !== null) {
    parts.push(labels.premiumTo(labels.money(max)));
  }
  return parts;
}
