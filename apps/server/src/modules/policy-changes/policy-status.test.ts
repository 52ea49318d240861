/**
 * The policy's state derived from its transactions (SPEC §3, §4) as the risk view, the risks list
 * and the client's policy carry it: a bound cancellation ends cover on its effective date, a
 * bound reinstatement puts the term's expiry back, and a change in progress shows as pending
 * beside the policy in force.
 */
import { TransactionStatus, TransactionType } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { claimsMarket } from "../../test/claims-fixtures.ts";
import { daysFrom, piAnswers } from "../risks/fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof claimsMarket>>;

beforeAll(async () => {
  t = await createTestApp();
  m = await claimsMarket(t);
});
afterAll(() => t.close());

const risk = (id: number) => `/api/companies/${m.id.harbourside}/risks/${id}`;
const listed = async (id: number) => {
  const list = await m.underwriter.get(`/api/companies/${m.id.coastal}/risks?perPage=100`);
  expect(list.status).toBe(200);
  return list.body.data.find((r: { id: number }) => r.id === id);
};

describe("a policy's derived state", () => {
  it("is cancelled from the cancellation's date once bound, in force again once reinstated", async () => {
    const policy = await m.boundPolicy();
    await m.broker.put(`${risk(policy.id)}/client`, { clientCompanyId: m.id.kookaburra });
    const clientUrl = `/api/companies/${m.id.kookaburra}/client-policies/${policy.id}`;
    const inForce = {
      state: "bound",
      label: "Bound",
      coverEnd: policy.expiryDate,
      ended: false,
      pending: null,
    };
    expect((await m.broker.get(risk(policy.id))).body.policyStatus).toEqual(inForce);
    expect((await listed(policy.id)).policyStatus).toEqual(inForce);
    expect((await m.client.get(clientUrl)).body.policyStatus).toEqual(inForce);

    const effective = daysFrom(policy.inceptionDate, 73);
    const quoted = await m.broker.post(`${risk(policy.id)}/cancel`, {
      effectiveDate: effective,
      reason: "Insured request",
      confirm: true,
    });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    // Quoted, the cancellation is a change in progress: cover runs on to the expiry.
    expect(quoted.body.policyStatus).toEqual({
      ...inForce,
      pending: {
        kind: "cancellation",
        status: TransactionStatus.Quoted,
        label: "Cancellation quoted",
      },
    });

    const bound = await m.broker.post(`${risk(policy.id)}/bind`, { declaration: true });
    expect(bound.body).toMatchObject({
      transactionType: TransactionType.Cancellation,
      transactionStatus: TransactionStatus.Bound,
    });
    const cancelled = {
      state: "cancelled",
      label: "Cancelled",
      coverEnd: effective,
      ended: false,
      pending: null,
    };
    expect(bound.body.policyStatus).toEqual(cancelled);
    expect((await m.broker.get(risk(policy.id))).body.policyStatus).toEqual(cancelled);
    expect((await listed(policy.id)).policyStatus).toEqual(cancelled);
    expect((await m.client.get(clientUrl)).body.policyStatus).toEqual(cancelled);
    const clientList = await m.client.get(`/api/companies/${m.id.kookaburra}/client-policies`);
    expect(
      clientList.body.data.find((p: { riskPackageId: number }) => p.riskPackageId === policy.id)
        .policyStatus,
    ).toEqual(cancelled);

    const reinstating = await m.underwriter.post(
      `/api/companies/${m.id.coastal}/risks/${policy.id}/reinstate`,
      {},
    );
    expect(reinstating.status, JSON.stringify(reinstating.body)).toBe(200);
    expect(reinstating.body.policyStatus).toMatchObject({
      state: "cancelled",
      pending: { kind: "reinstatement", label: "Reinstatement quoted" },
    });
    const reinstated = await m.broker.post(`${risk(policy.id)}/bind`, { declaration: true });
    expect(reinstated.status, JSON.stringify(reinstated.body)).toBe(200);
    expect(reinstated.body.policyStatus).toEqual(inForce);
    expect((await listed(policy.id)).policyStatus).toEqual(inForce);
  });

  it("ends cover on a cancellation dated today or earlier", async () => {
    const policy = await m.boundPolicy();
    await m.broker.post(`${risk(policy.id)}/cancel`, {
      effectiveDate: policy.inceptionDate,
      reason: "Issued in error",
      confirm: true,
    });
    const bound = await m.broker.post(`${risk(policy.id)}/bind`, { declaration: true });
    expect(bound.body.policyStatus).toMatchObject({
      state: "cancelled",
      coverEnd: policy.inceptionDate,
      ended: true,
    });
  });

  it("shows an adjustment in progress as pending and drops it once withdrawn", async () => {
    const policy = await m.boundPolicy();
    const adjusted = await m.broker.post(`${risk(policy.id)}/adjust`, {
      effectiveDate: daysFrom(policy.inceptionDate, 30),
      answers: piAnswers({ revenue: 2_000_000 }),
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect(adjusted.body.policyStatus).toMatchObject({
      state: "bound",
      coverEnd: policy.expiryDate,
      pending: {
        kind: "adjustment",
        label: expect.stringMatching(/^Adjustment (quoted|referred)$/),
      },
    });
    const row = await listed(policy.id);
    expect(row.policyStatus.pending.kind).toBe("adjustment");
    const withdrawn = await m.broker.post(`${risk(policy.id)}/withdraw`, {});
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.policyStatus).toMatchObject({ state: "bound", pending: null });
  });
});
