/**
 * The `can` flags of a risk package view come from the package's policy (`access.ts`): a
 * view-only user (ViewRisks only, SPEC §6) is offered nothing and every change answers 403; each
 * side's flags match what its changes answer.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { boundPolicy, brokerRisks, type Market, uwRisks } from "../../test/policy-fixtures.ts";
import { newRisk, riskMarket } from "./fixtures.ts";
import { riskPackages } from "./tables.ts";

let t: TestApp;
let m: Market;
let assistant: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
  assistant = (await demoMarket(t).then((d) => d.signIn("assistant@demo.test")))!;
});
afterAll(() => t.close());

const cancel = (date: string) => ({
  effectiveDate: date,
  reason: "Insured request",
  confirm: true,
});

describe("risk package abilities", () => {
  it("a view-only user reads the policy with every change flag false, and every change answers 403", async () => {
    const policy = await boundPolicy(m);
    const url = `${brokerRisks(m)}/${policy.id}`;
    const view = await assistant.get(url);
    expect(view.status).toBe(200);
    // It reads what its company reads (the emails about the placement) and changes nothing.
    const { readEmails, ...changes } = view.body.can;
    expect(readEmails).toBe(true);
    for (const [flag, value] of Object.entries(changes)) expect(value, flag).toBe(false);
    const renewals = await assistant.get(`${url}/renewals`);
    expect(renewals.body.canRenew).toBe(false);
    const calls: [string, Record<string, unknown>][] = [
      ["adjust", { effectiveDate: policy.inceptionDate, answers: {} }],
      ["cancel", cancel(policy.inceptionDate)],
      ["reinstate", {}],
      ["renew", {}],
      ["messages", { body: "Hello" }],
    ];
    for (const [path, body] of calls)
      expect((await assistant.post(`${url}/${path}`, body)).status, path).toBe(403);

    const draft = await m.broker.post(brokerRisks(m), newRisk(m.packageId));
    const draftUrl = `${brokerRisks(m)}/${draft.body.id}`;
    const draftView = await assistant.get(draftUrl);
    const { readEmails: _, ...draftChanges } = draftView.body.can;
    for (const [flag, value] of Object.entries(draftChanges)) expect(value, flag).toBe(false);
    expect((await assistant.post(`${draftUrl}/submit`, {})).status).toBe(403);
    expect((await assistant.post(`${draftUrl}/discard`, {})).status).toBe(403);
    expect((await assistant.put(draftUrl, { termMonths: 12 })).status).toBe(403);
  });

  it("the list says who may start a risk (ManageRisks, broker or underwriter)", async () => {
    // The board is the placing side's, for viewers too (an insurer's list has none).
    expect((await assistant.get(brokerRisks(m))).body.can).toEqual({ create: false, board: true });
    expect((await m.broker.get(brokerRisks(m))).body.can).toEqual({ create: true, board: true });
    expect((await m.underwriter.get(uwRisks(m))).body.can).toEqual({ create: true, board: true });
    const refused = await assistant.post(brokerRisks(m), newRisk(m.packageId));
    expect(refused.status).toBe(403);
  });

  it("the list finds a policy by its policy number, on either side", async () => {
    const policy = await boundPolicy(m);
    const search = `?search=${policy.policyNumber}`;
    for (const found of [
      await m.broker.get(`${brokerRisks(m)}${search}`),
      await m.underwriter.get(`${uwRisks(m)}${search}`),
    ]) {
      expect(found.body.data.map((r: { id: number }) => r.id)).toEqual([policy.id]);
    }
  });

  it("the broker's flags on its bound policy: change it and message, nothing internal", async () => {
    const policy = await boundPolicy(m);
    const { can } = (await m.broker.get(`${brokerRisks(m)}/${policy.id}`)).body;
    expect(can).toMatchObject({
      adjustPolicy: true,
      cancelPolicy: true,
      reinstatePolicy: false,
      notifyClaim: true,
      message: true,
      note: false,
      upload: false,
      readInternal: false,
      readEmails: true,
      quote: false,
      assign: false,
    });
    const cancelled = await m.broker.post(
      `${brokerRisks(m)}/${policy.id}/cancel`,
      cancel(policy.inceptionDate),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const quoted = (await m.broker.get(`${brokerRisks(m)}/${policy.id}`)).body.can;
    expect(quoted).toMatchObject({ bind: true, adjustPolicy: false, cancelPolicy: false });
    const bound = await m.broker.post(`${brokerRisks(m)}/${policy.id}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    const after = bound.body;
    expect(after.can).toMatchObject({
      adjustPolicy: false,
      cancelPolicy: false,
      reinstatePolicy: true,
    });
  });

  it("the underwriter's flags follow the assigned underwriter rule (SPEC §4)", async () => {
    const policy = await boundPolicy(m);
    const url = `${uwRisks(m)}/${policy.id}`;
    const seniorId = await m.userId(m.senior);
    await t.db
      .update(riskPackages)
      .set({ assignedUnderwriterUserId: seniorId })
      .where(eq(riskPackages.id, policy.id));
    const mine = (await m.senior.get(url)).body.can;
    expect(mine).toMatchObject({
      adjustPolicy: true,
      cancelPolicy: true,
      note: true,
      upload: true,
      readInternal: true,
      message: true,
      assign: true,
    });
    const other = (await m.underwriter.get(url)).body.can;
    expect(other).toMatchObject({ adjustPolicy: false, cancelPolicy: false, readInternal: true });
    expect((await m.underwriter.post(`${url}/cancel`, cancel(policy.inceptionDate))).status).toBe(
      403,
    );
  });

  it("a system user reads the thread but is no party to it", async () => {
    const policy = await boundPolicy(m);
    const url = `/api/companies/${m.id.ops}/risks/${policy.id}`;
    const view = await m.admin.get(url);
    expect(view.status).toBe(200);
    expect(view.body.can.message).toBe(false);
    expect((await m.admin.post(`${url}/messages`, { body: "Hello" })).status).toBe(403);
  });
});
