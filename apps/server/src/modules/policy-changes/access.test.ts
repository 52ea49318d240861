/**
 * Who may change a policy (SPEC §4, §6): other companies get 404 on every
 * policy-change route; an underwriter not assigned, or an earlier term of a renewal chain, is
 * read-only.
 */
import { policyChangeMessages } from "@platform/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { boundPolicy, brokerRisks, type Market, uwRisks } from "../../test/policy-fixtures.ts";
import { piAnswers, riskMarket } from "../risks/fixtures.ts";
import { riskPackages } from "../risks/tables.ts";

let t: TestApp;
let m: Market;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

describe("who may change a policy", () => {
  it("other companies get 404 (403 without risk permissions there) on every route", async () => {
    const policy = await boundPolicy(m);
    const bodies: Record<string, unknown> = {
      adjust: { effectiveDate: policy.inceptionDate, answers: piAnswers({ revenue: 2_000_000 }) },
      cancel: { effectiveDate: policy.inceptionDate, reason: "Insured request", confirm: true },
      reinstate: {},
      withdraw: {},
    };
    for (const [client, company] of [
      [m.broker2, m.id.harbourside],
      [m.underwriter2, m.id.summit],
    ] as const) {
      const base = `/api/companies/${company}/risks/${policy.id}`;
      expect((await client.get(`${base}/policy-changes`)).status).toBeOneOf([403, 404]);
      for (const [path, body] of Object.entries(bodies))
        expect((await client.post(`${base}/${path}`, body)).status, path).toBeOneOf([403, 404]);
    }
    const foreign = `/api/companies/${m.id.summit}/risks/${policy.id}`;
    expect((await m.underwriter2.get(`${foreign}/policy-changes`)).status).toBe(404);
    const cancel = {
      effectiveDate: policy.inceptionDate,
      reason: "Insured request",
      confirm: true,
    };
    expect((await m.underwriter2.post(`${foreign}/cancel`, cancel)).status).toBe(404);
  });

  it("an underwriter not assigned, or an earlier term, is read-only (SPEC §4)", async () => {
    const policy = await boundPolicy(m);
    const url = `${uwRisks(m)}/${policy.id}`;
    const seniorId = await m.userId(m.senior);
    await t.db
      .update(riskPackages)
      .set({ assignedUnderwriterUserId: seniorId })
      .where(eq(riskPackages.id, policy.id));
    const cancel = {
      effectiveDate: policy.inceptionDate,
      reason: "Insured request",
      confirm: true,
    };
    const notAssigned = await m.underwriter.post(`${url}/cancel`, cancel);
    expect(notAssigned.status).toBe(403);
    expect(notAssigned.body.message).toBe(policyChangeMessages.readOnlyNotAssigned);
    const options = await m.underwriter.get(`${url}/policy-changes`);
    expect(options.body.cancel).toEqual({
      allowed: false,
      reason: policyChangeMessages.readOnlyNotAssigned,
    });
    // A later term renews it: only the latest term changes.
    const later = await boundPolicy(m);
    await t.db
      .update(riskPackages)
      .set({ renewalOfRiskPackageId: policy.id })
      .where(eq(riskPackages.id, later.id));
    const earlier = await m.broker.post(`${brokerRisks(m)}/${policy.id}/cancel`, cancel);
    expect(earlier.status).toBe(409);
    expect(earlier.body.message).toBe(policyChangeMessages.readOnlyNotLatest);
  });
});
