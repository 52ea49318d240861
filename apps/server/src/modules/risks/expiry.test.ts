/** Quotes lapse to NotTakenUp after 30 days (a pg-boss sweep), brokers warned a week before, once. */
import { TransactionStatus } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../platform/clock/index.ts";
import type { Outbox } from "../../platform/outbox/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { notifications } from "../notifications/tables.ts";
import { sweepQuotes } from "./expiry.ts";
import { newRisk, riskMarket } from "./fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

/** The app's outbox rows, written through its job queue (as the real outbox does). */
const outbox = (): Outbox => ({
  message: (tx, _afterCommit, message) => t.app.jobs.sendInTransaction(tx, "mail.send", message),
  push: (tx, _afterCommit, userId, notification) =>
    t.app.jobs.sendInTransaction(tx, "realtime.push", { userId, notification }),
});

const DAY = 86_400_000;

describe("quote expiry", () => {
  it("warns the broker once a week before, then lapses the quote; a lapsed quote cannot bind", async () => {
    const created = await m.broker.post(
      `/api/companies/${m.id.harbourside}/risks`,
      newRisk(m.packageId),
    );
    const url = `/api/companies/${m.id.harbourside}/risks/${created.body.id}`;
    const quoted = await m.broker.post(`${url}/submit`, {});
    expect(quoted.body.transactionStatus).toBe(TransactionStatus.Quoted);
    const quotedAt = quoted.body.risks[0].transactions[0].quotedAt * 1000;
    const clock = manualClock(new Date(quotedAt + 10 * DAY));
    const deps = { db: t.db, outbox: outbox() };

    expect(await sweepQuotes(deps, clock)).toEqual({ expired: 0, warned: 0 });
    clock.set(new Date(quotedAt + 24 * DAY));
    expect(await sweepQuotes(deps, clock)).toEqual({ expired: 0, warned: 1 });
    expect(await sweepQuotes(deps, clock)).toEqual({ expired: 0, warned: 0 });
    const brokerId = await m.userId(m.broker);
    const warned = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, brokerId), eq(notifications.type, "risk.quote_expiring")),
      );
    expect(warned).toHaveLength(1);

    clock.set(new Date(quotedAt + 30 * DAY + 1000));
    expect(await sweepQuotes(deps, clock)).toEqual({ expired: 1, warned: 0 });
    const seen = await m.broker.get(url);
    expect(seen.body.transactionStatus).toBe(TransactionStatus.NotTakenUp);
    expect(seen.body.risks[0].transactions[0].status).toBe(TransactionStatus.NotTakenUp);
    const bind = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(bind.status).toBe(409);
    expect(bind.body.message).toBe("Only a quoted transaction can be bound");
    const listed = await m.broker.get(`/api/companies/${m.id.harbourside}/risks?status=6`);
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(created.body.id);
  });

  it("the work queue lists quotes lapsing within N days", async () => {
    const created = await m.broker.post(
      `/api/companies/${m.id.harbourside}/risks`,
      newRisk(m.packageId),
    );
    await m.broker.post(`/api/companies/${m.id.harbourside}/risks/${created.body.id}/submit`, {});
    const soon = await m.broker.get(
      `/api/companies/${m.id.harbourside}/risks?expiringWithinDays=30`,
    );
    expect(soon.body.data.map((r: { id: number }) => r.id)).toContain(created.body.id);
    const notYet = await m.broker.get(
      `/api/companies/${m.id.harbourside}/risks?expiringWithinDays=7`,
    );
    expect(notYet.body.data.map((r: { id: number }) => r.id)).not.toContain(created.body.id);
  });
});
