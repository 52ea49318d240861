/** Test helpers for renewals and proposals: a bound policy, a capturing outbox, the clock. */
import { TransactionStatus } from "@platform/domain";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  daysFrom,
  newRisk,
  piAnswers,
  productToday,
  type riskMarket,
} from "../modules/risks/fixtures.ts";
import { riskPackages } from "../modules/risks/tables.ts";
import type { OutgoingMessage } from "../platform/mail/index.ts";
import type { Outbox } from "../platform/outbox/index.ts";
import type { TestApp } from "./app.ts";

export type Market = Awaited<ReturnType<typeof riskMarket>>;

export const brokerUrl = (m: Market, id: number) =>
  `/api/companies/${m.id.harbourside}/risks/${id}`;
export const uwUrl = (m: Market, id: number) => `/api/companies/${m.id.coastal}/risks/${id}`;

/** A policy the broker placed and bound; `refer` makes the underwriter quote it first. */
export async function boundPolicy(m: Market, { refer = false } = {}) {
  const answers = refer ? piAnswers({ claims: true, claimDetails: "One" }) : piAnswers();
  const created = await m.broker.post(
    `/api/companies/${m.id.harbourside}/risks`,
    newRisk(m.packageId, { answers }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const url = brokerUrl(m, created.body.id);
  const submitted = await m.broker.post(`${url}/submit`, {});
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  if (refer) {
    const quoted = await m.underwriter.post(`${uwUrl(m, created.body.id)}/quote`, {});
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  }
  const bound = await m.broker.post(`${url}/bind`, { declaration: true });
  expect(bound.status, JSON.stringify(bound.body)).toBe(200);
  expect(bound.body.transactionStatus).toBe(TransactionStatus.Bound);
  return bound.body as {
    id: number;
    expiryDate: string;
    inceptionDate: string;
    policyNumber: string;
    reference: string;
  };
}

/** An outbox that keeps the messages it is given (and drops realtime pushes). */
export function capturingOutbox(): Outbox & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    message: async (_tx, _afterCommit, message) => {
      sent.push(message);
    },
    push: async () => {},
  };
}

export const DAY = 86_400_000;
export const at = (date: string, days = 0) =>
  new Date(Date.parse(`${date}T01:00:00Z`) + days * DAY);

export const testDeps = (t: TestApp, outbox: Outbox) => ({
  db: t.db,
  outbox,
  config: t.config,
  jobs: t.app.jobs,
});

/**
 * Moves a bound term so it expires `days` from today (the product's, Brisbane): a policy bound a
 * year ago, inside its renewal window. The API runs on the real clock, so a test cannot wait.
 */
export async function dueForRenewal<T extends { id: number }>(t: TestApp, policy: T, days = 10) {
  const expiryDate = daysFrom(productToday(), days);
  const inceptionDate = `${Number(expiryDate.slice(0, 4)) - 1}${expiryDate.slice(4)}`;
  await t.db
    .update(riskPackages)
    .set({ inceptionDate, expiryDate })
    .where(eq(riskPackages.id, policy.id));
  return { ...policy, inceptionDate, expiryDate };
}
