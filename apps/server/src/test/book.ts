/**
 * A generated book for the report and bordereau tests: risks bound through the real flow (NB),
 * then an adjustment (additional premium), a cancellation (return premium) and a renewal stored
 * on them directly, each with a premium breakdown from the domain's `computePremium` (a return
 * premium is the breakdown negated line by line), so every transaction type is in the book
 * whatever the state of the changes that create them.
 */
import {
  computePremium,
  InsuranceClass,
  type PremiumBreakdown,
  TransactionStatus,
  TransactionType,
} from "@platform/domain";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { newRisk, type riskMarket } from "../modules/risks/fixtures.ts";
import { riskTransactions } from "../modules/risks/tables.ts";
import type { TestApp } from "./app.ts";

type Market = Awaited<ReturnType<typeof riskMarket>>;

const MONEY = /^-?\d+\.\d{2}$/;

/** Every money line negated (a return premium mirrors the premium it gives back). */
export function negated(premium: PremiumBreakdown): PremiumBreakdown {
  const flip = (value: unknown): unknown => {
    if (typeof value === "string" && MONEY.test(value))
      return value.startsWith("-") ? value.slice(1) : value === "0.00" ? value : `-${value}`;
    if (Array.isArray(value)) return value.map(flip);
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, k === "rates" ? v : flip(v)]),
      );
    return value;
  };
  return flip(premium) as PremiumBreakdown;
}

function premiumOf(rated: string, effectiveDate: string, commission = 15) {
  return computePremium({
    ratedPremium: rated,
    country: "AU",
    state: "NSW",
    insuranceClass: InsuranceClass.ProfessionalIndemnity,
    taxDate: effectiveDate,
    brokerCommissionPercent: commission,
  });
}

export async function bindNewBusiness(m: Market) {
  const base = `/api/companies/${m.id.harbourside}/risks`;
  const created = await m.broker.post(base, newRisk(m.packageId));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await m.broker.post(`${base}/${created.body.id}/submit`, {});
  expect(submitted.body.transactionStatus, JSON.stringify(submitted.body)).toBe(3);
  const bound = await m.broker.post(`${base}/${created.body.id}/bind`, { declaration: true });
  expect(bound.status, JSON.stringify(bound.body)).toBe(200);
  return bound.body.risks[0].transactions[0].id as number;
}

/** Binds `count` risks and adds ADJ, CAN and REN transactions on the first ones; answers the ids. */
export async function generateBook(t: TestApp, m: Market, count = 3) {
  const nb: number[] = [];
  for (let i = 0; i < count; i += 1) nb.push(await bindNewBusiness(m));
  const [first] = await t.db.select().from(riskTransactions).where(eq(riskTransactions.id, nb[0]!));
  if (!first) throw new Error("no bound transaction");
  const add = (type: number, premium: PremiumBreakdown, basedOn: number) => ({
    riskId: first.riskId,
    riskPackageId: first.riskPackageId,
    type,
    status: TransactionStatus.Bound,
    basedOnTransactionId: basedOn,
    effectiveDate: first.effectiveDate,
    premium,
    basePremium: premium.basePremium,
    grossPremium: premium.grossPremium,
    amountPayable: premium.amountPayable,
    boundAt: sql`now()` as unknown as Date,
  });
  const rows = await t.db
    .insert(riskTransactions)
    .values([
      add(TransactionType.Adjustment, premiumOf("333.33", first.effectiveDate, 12.5), first.id),
      add(
        TransactionType.Cancellation,
        negated(premiumOf("777.77", first.effectiveDate, 17.5)),
        first.id,
      ),
      add(TransactionType.Renewal, premiumOf("1234.56", first.effectiveDate), first.id),
    ])
    .returning({ id: riskTransactions.id });
  return { nb, changes: rows.map((r) => r.id) };
}
