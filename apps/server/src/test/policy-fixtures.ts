/** Test helpers for policy changes: a bound policy on the demo market. */
import { expect } from "vitest";
import { newRisk } from "../modules/risks/fixtures.ts";
import type { TestClient } from "./client.ts";

export type Market = Awaited<ReturnType<typeof import("../modules/risks/fixtures.ts").riskMarket>>;

export const brokerRisks = (m: Market) => `/api/companies/${m.id.harbourside}/risks`;
export const uwRisks = (m: Market) => `/api/companies/${m.id.coastal}/risks`;

/** A policy the broker submitted and bound (optionally with the cyber add-on). */
export async function boundPolicy(
  m: Market,
  { addOn = false, client }: { addOn?: boolean; client?: TestClient } = {},
) {
  const broker = client ?? m.broker;
  const created = await broker.post(
    brokerRisks(m),
    newRisk(m.packageId, addOn ? { addOns: [{ productId: m.addOnId, answers: {} }] } : {}),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const url = `${brokerRisks(m)}/${created.body.id}`;
  const quoted = await broker.post(`${url}/submit`, {});
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  const bound = await broker.post(`${url}/bind`, { declaration: true });
  expect(bound.status, JSON.stringify(bound.body)).toBe(200);
  return bound.body;
}

/** The latest transaction of a risk in a package view. */
export const latest = (view: { risks: { transactions: unknown[] }[] }, risk = 0) =>
  view.risks[risk]!.transactions.at(-1) as {
    id: number;
    type: number;
    status: number;
    effectiveDate: string;
    quoteExpiresAt: number | null;
    quotedAt: number | null;
    premium: Record<string, string> & { rates: unknown };
    cancellationReason: string | null;
    reinstatesTransactionId: number | null;
  };
