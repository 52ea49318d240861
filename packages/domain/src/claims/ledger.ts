/**
 * Claims: the pure rules of a claim's money and status. Reserves and payments are
 * dated movements; each stores its change to the paid and to the outstanding amount, so at any
 * date paid + outstanding = incurred holds by construction (sums of the same rows). Amounts are
 * decimal strings with two decimals, computed with the rating core's Decimal.
 */
import { type Dec, toDec, ZERO } from "../rating/decimal.ts";

export const claimStatuses = ["notified", "open", "closed", "reopened", "declined"] as const;
export type ClaimStatus = (typeof claimStatuses)[number];
export const incidentStatuses = ["open", "closed", "converted"] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];
export const claimKinds = ["claim", "incident"] as const;
export type ClaimKind = (typeof claimKinds)[number];

/** Movement categories (Lloyd's CRS splits paid and outstanding into indemnity and fees). */
export const movementCategories = ["indemnity", "fees"] as const;
export type MovementCategory = (typeof movementCategories)[number];
/** A reserve sets the outstanding amount of a category; a payment pays part of it. */
export const movementKinds = ["reserve", "payment"] as const;
export type MovementKind = (typeof movementKinds)[number];

/**
 * Our statuses as the Lloyd's Coverholder Reporting Standards claim status reads them (the
 * reference list, docs/decisions.md): a notified claim is open for reporting purposes.
 */
export const crsClaimStatus: Record<ClaimStatus, string> = {
  notified: "Open",
  open: "Open",
  closed: "Closed",
  reopened: "Re-opened",
  declined: "Denied",
};

export const claimStatusLabels: Record<ClaimStatus | IncidentStatus, string> = {
  notified: "Notified",
  open: "Open",
  closed: "Closed",
  reopened: "Reopened",
  declined: "Declined",
  converted: "Converted to claim",
};

/** The statuses a claim may move to from each status. */
const claimMoves: Record<ClaimStatus, readonly ClaimStatus[]> = {
  notified: ["open", "declined", "closed"],
  open: ["closed", "declined"],
  reopened: ["closed", "declined"],
  closed: ["reopened"],
  declined: ["reopened"],
};
const incidentMoves: Record<IncidentStatus, readonly IncidentStatus[]> = {
  open: ["closed"],
  closed: ["open"],
  converted: [],
};

export function nextStatuses(kind: ClaimKind, status: string): readonly string[] {
  if (kind === "claim") return claimMoves[status as ClaimStatus] ?? [];
  return incidentMoves[status as IncidentStatus] ?? [];
}

export function canMoveTo(kind: ClaimKind, from: string, to: string): boolean {
  return nextStatuses(kind, from).includes(to);
}

/** A claim takes movements while it is live (a closed or declined claim must be reopened). */
export const acceptsMovements = (status: string) =>
  status === "notified" || status === "open" || status === "reopened";

export interface StoredMovement {
  category: MovementCategory;
  movementDate: string;
  paidChange: string;
  outstandingChange: string;
}

export interface CategoryTotals {
  paid: string;
  outstanding: string;
  incurred: string;
}
export type ClaimTotals = Record<MovementCategory, CategoryTotals> & { total: CategoryTotals };

const money = (d: Dec) => d.toFixed(2);

/** Paid, outstanding and incurred per category and in total, from movements dated up to `asAt`. */
export function claimTotals(movements: readonly StoredMovement[], asAt?: string): ClaimTotals {
  const sums = new Map<MovementCategory, { paid: Dec; outstanding: Dec }>(
    movementCategories.map((c) => [c, { paid: ZERO, outstanding: ZERO }]),
  );
  for (const m of movements) {
    if (asAt !== undefined && m.movementDate > asAt) continue;
    const sum = sums.get(m.category)!;
    sum.paid = sum.paid.plus(toDec(m.paidChange));
    sum.outstanding = sum.outstanding.plus(toDec(m.outstandingChange));
  }
  let paid = ZERO;
  let outstanding = ZERO;
  const result = {} as ClaimTotals;
  for (const [category, sum] of sums) {
    paid = paid.plus(sum.paid);
    outstanding = outstanding.plus(sum.outstanding);
    result[category] = {
      paid: money(sum.paid),
      outstanding: money(sum.outstanding),
      incurred: money(sum.paid.plus(sum.outstanding)),
    };
  }
  result.total = {
    paid: money(paid),
    outstanding: money(outstanding),
    incurred: money(paid.plus(outstanding)),
  };
  return result;
}

/**
 * The changes one new movement makes. A reserve sets the category's outstanding amount to
 * `amount`; a payment of `amount` is paid and comes off the outstanding amount, never below
 * zero (a payment above the reserve raises the incurred amount by the excess).
 */
export function movementChanges(
  kind: MovementKind,
  amount: string,
  currentOutstanding: string,
): { paidChange: string; outstandingChange: string } {
  const value = toDec(amount);
  const outstanding = toDec(currentOutstanding);
  if (kind === "reserve") {
    return { paidChange: "0.00", outstandingChange: money(value.minus(outstanding)) };
  }
  const taken = value.lessThan(outstanding)
    ? value
    : outstanding.greaterThan(0)
      ? outstanding
      : ZERO;
  return { paidChange: money(value), outstandingChange: money(taken.negated()) };
}

/** A claim leaving the live statuses (closed, declined) releases what is still reserved. */
export const releasesReserves = (kind: ClaimKind, status: string) =>
  kind === "claim" && !acceptsMovements(status);

/**
 * The reserve movements that release what is outstanding when a claim closes or is declined:
 * one per category with an outstanding amount, setting it to zero, so incurred = paid after.
 */
export function closingReleases(movements: readonly StoredMovement[]): {
  category: MovementCategory;
  released: string;
  paidChange: string;
  outstandingChange: string;
}[] {
  const totals = claimTotals(movements);
  return movementCategories
    .filter((category) => !toDec(totals[category].outstanding).isZero())
    .map((category) => ({
      category,
      released: totals[category].outstanding,
      ...movementChanges("reserve", "0", totals[category].outstanding),
    }));
}

/** `YYYY-MM` → its first and last day. */
export function monthRange(month: string): { dateFrom: string; dateTo: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, "0");
  return { dateFrom: `${y}-${mm}-01`, dateTo: `${y}-${mm}-${String(last).padStart(2, "0")}` };
}
