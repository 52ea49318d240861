/** Endorsements on the workbench: attach, remove, locked rule endorsements, re-quoting, isolation. */
import { messages, riskEditMessages, TransactionStatus } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { demoMarket } from "../../test/market.ts";
import { clauseVersions } from "../clauses/tables.ts";
import { newRisk, piAnswers, riskMarket } from "./fixtures.ts";
import { riskTransactionClauses } from "./tables.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
const brokerUrl = (id: number) => `/api/companies/${m.id.harbourside}/risks/${id}`;
const uwUrl = (id: number) => `/api/companies/${m.id.coastal}/risks/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

async function referred() {
  const created = await m.broker.post(
    `/api/companies/${m.id.harbourside}/risks`,
    newRisk(m.packageId, { answers: piAnswers({ claims: true, claimDetails: "One" }) }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await m.broker.post(`${brokerUrl(created.body.id)}/submit`, {});
  expect(submitted.body.transactionStatus).toBe(TransactionStatus.Referred);
  return submitted.body;
}

async function clauseVersionNamed(name: string, companyId: number) {
  const [row] = await t.db
    .select({ id: clauseVersions.id })
    .from(clauseVersions)
    .where(and(eq(clauseVersions.name, name), eq(clauseVersions.companyId, companyId)));
  return row!.id;
}

describe("endorsements on the workbench", () => {
  it("a broker's referral is assigned by the demo rule; the underwriter attaches an offered endorsement", async () => {
    const risk = await referred();
    expect(risk.assignedUnderwriter?.name).toBe("Uma Underwriter");
    const main = risk.risks[0];
    const available = await m.underwriter.get(
      `${uwUrl(risk.id)}/endorsements/available?productId=${main.productId}`,
    );
    expect(available.status, JSON.stringify(available.body)).toBe(200);
    // Only PI endorsements fit the PI product; the one it offers comes first.
    expect(available.body.data).toEqual([
      expect.objectContaining({ name: "Retroactive Date", versionNumber: 1, offered: true }),
    ]);
    const clauseVersionId = available.body.data[0].clauseVersionId;
    const attached = await m.underwriter.post(`${uwUrl(risk.id)}/endorsements`, {
      productId: main.productId,
      clauseVersionId,
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.transactionStatus).toBe(TransactionStatus.Referred);
    const list = await m.underwriter.get(`${uwUrl(risk.id)}/endorsements`);
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      productId: main.productId,
      clauseVersionId,
      name: "Retroactive Date",
      fromRule: false,
      locked: false,
      addedBy: { name: "Uma Underwriter" },
    });
    // Attached once: the same endorsement again is refused, and no longer offered.
    const again = await m.underwriter.post(`${uwUrl(risk.id)}/endorsements`, {
      productId: main.productId,
      clauseVersionId,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.alreadyExists);
    const after = await m.underwriter.get(
      `${uwUrl(risk.id)}/endorsements/available?productId=${main.productId}`,
    );
    expect(after.body.data).toEqual([]);
    // The broker reads the endorsements on its quote; the timeline says who attached what.
    const brokerList = await m.broker.get(`${brokerUrl(risk.id)}/endorsements`);
    expect(brokerList.body.data.map((e: { name: string }) => e.name)).toEqual(["Retroactive Date"]);
    const timeline = await m.underwriter.get(`${uwUrl(risk.id)}/timeline`);
    expect(
      timeline.body.data.some(
        (e: { description: string }) =>
          e.description === "Endorsement attached: Retroactive Date (version 1)",
      ),
    ).toBe(true);
  });

  it("refuses bad input with field messages: another company's clause, a product not on the risk", async () => {
    const risk = await referred();
    const main = risk.risks[0];
    const [summitClause] = await t.db
      .select({ id: clauseVersions.id })
      .from(clauseVersions)
      .where(eq(clauseVersions.companyId, m.id.summit))
      .limit(1);
    const foreign = summitClause!.id;
    const refused = await m.underwriter.post(`${uwUrl(risk.id)}/endorsements`, {
      productId: main.productId,
      clauseVersionId: foreign,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ clauseVersionId: [riskEditMessages.clauseNotAvailable] });
    const own = await clauseVersionNamed("Retroactive Date", m.id.coastal);
    const noProduct = await m.underwriter.post(`${uwUrl(risk.id)}/endorsements`, {
      productId: 999999,
      clauseVersionId: own,
    });
    expect(noProduct.status).toBe(422);
    expect(noProduct.body.errors).toEqual({ productId: [riskEditMessages.productNotOnRisk] });
    const missing = await m.underwriter.post(`${uwUrl(risk.id)}/endorsements`, {
      productId: main.productId,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.clauseVersionId).toEqual([riskEditMessages.clauseRequired]);
    expect((await m.underwriter.get(`${uwUrl(risk.id)}/endorsements`)).body.data).toEqual([]);
  });

  it("a change to a quote's endorsements withdraws the quote to be quoted again; rule endorsements are locked", async () => {
    const risk = await referred();
    const main = risk.risks[0];
    const own = await clauseVersionNamed("Retroactive Date", m.id.coastal);
    const quoted = await m.underwriter.post(`${uwUrl(risk.id)}/quote`, {});
    expect(quoted.body.transactionStatus).toBe(TransactionStatus.Quoted);
    const attached = await m.underwriter.post(`${uwUrl(risk.id)}/endorsements`, {
      productId: main.productId,
      clauseVersionId: own,
    });
    expect(attached.body.transactionStatus).toBe(TransactionStatus.Referred);
    expect(attached.body.risks[0].transactions[0].quoteExpiresAt).toBeNull();
    expect(attached.body.can.bind).toBe(false);
    const inbox = await m.broker.get(`/api/user/notifications?companyId=${m.id.harbourside}`);
    expect(
      inbox.body.data.some((n: unknown) =>
        JSON.stringify(n).includes(`${risk.reference}: quote withdrawn to be quoted again`),
      ),
    ).toBe(true);

    // An endorsement a rule attached cannot be removed by hand.
    const asbestos = await clauseVersionNamed("Asbestos Exclusion", m.id.coastal);
    const [ruleRow] = await t.db
      .insert(riskTransactionClauses)
      .values({
        transactionId: main.transactions[0].id,
        clauseVersionId: asbestos,
        fromRule: true,
      })
      .returning();
    const list = await m.underwriter.get(`${uwUrl(risk.id)}/endorsements`);
    const byRule = list.body.data.find((e: { id: number }) => e.id === ruleRow!.id);
    expect(byRule).toMatchObject({ fromRule: true, locked: true });
    const locked = await m.underwriter.delete(`${uwUrl(risk.id)}/endorsements/${ruleRow!.id}`);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe("This rule is locked on the risk and cannot be edited");

    // Quote again, remove the hand-attached one: withdrawn again; then quote and bind.
    await m.underwriter.post(`${uwUrl(risk.id)}/quote`, {});
    const manual = list.body.data.find((e: { fromRule: boolean }) => !e.fromRule);
    const removed = await m.underwriter.delete(`${uwUrl(risk.id)}/endorsements/${manual.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.transactionStatus).toBe(TransactionStatus.Referred);
    expect((await m.underwriter.get(`${uwUrl(risk.id)}/endorsements`)).body.meta.total).toBe(1);
    expect((await m.underwriter.post(`${uwUrl(risk.id)}/quote`, {})).status).toBe(200);
    const bound = await m.broker.post(`${brokerUrl(risk.id)}/bind`, { declaration: true });
    expect(bound.body.transactionStatus).toBe(TransactionStatus.Bound);
    // The bound endorsement version is in use (locked for good); the bound transaction is closed.
    const [version] = await t.db
      .select()
      .from(clauseVersions)
      .where(eq(clauseVersions.id, asbestos));
    expect(version!.lockedAt).not.toBeNull();
    const closed = await m.underwriter.post(`${uwUrl(risk.id)}/endorsements`, {
      productId: main.productId,
      clauseVersionId: own,
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("Only a referred or quoted transaction can be reviewed");
  });

  it("brokers and view-only users cannot change endorsements; other companies get 404", async () => {
    const risk = await referred();
    const main = risk.risks[0];
    const own = await clauseVersionNamed("Retroactive Date", m.id.coastal);
    const body = { productId: main.productId, clauseVersionId: own };
    expect((await m.broker.post(`${brokerUrl(risk.id)}/endorsements`, body)).status).toBe(403);
    expect(
      (await m.broker.get(`${brokerUrl(risk.id)}/endorsements/available?productId=1`)).status,
    ).toBe(404);
    const assistant = await (await demoMarket(t)).signIn("assistant@demo.test");
    expect((await assistant.get(`${brokerUrl(risk.id)}/endorsements`)).status).toBe(200);
    expect((await assistant.post(`${brokerUrl(risk.id)}/endorsements`, body)).status).toBe(403);
    const attached = await m.underwriter.post(`${uwUrl(risk.id)}/endorsements`, body);
    const endorsementId = (await m.underwriter.get(`${uwUrl(risk.id)}/endorsements`)).body.data[0]
      .id;
    expect(attached.status).toBe(200);
    expect(
      (await m.broker.delete(`${brokerUrl(risk.id)}/endorsements/${endorsementId}`)).status,
    ).toBe(403);
    for (const [client, companyId] of [
      [m.broker2, m.id.southerncross],
      [m.underwriter2, m.id.summit],
      [m.insurer, m.id.greatsouthern],
    ] as const) {
      const url = `/api/companies/${companyId}/risks/${risk.id}`;
      expect((await client.get(`${url}/endorsements`)).status).toBe(404);
      expect(
        (await client.get(`${url}/endorsements/available?productId=${main.productId}`)).status,
      ).toBe(404);
      expect((await client.post(`${url}/endorsements`, body)).status).toBe(404);
      expect((await client.delete(`${url}/endorsements/${endorsementId}`)).status).toBe(404);
    }
    expect((await m.underwriter.get(`${uwUrl(risk.id)}/endorsements`)).body.meta.total).toBe(1);
  });
});
