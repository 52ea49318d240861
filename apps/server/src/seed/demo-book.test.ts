/**
 * The demo's book of business (`npm start`): placed through the API on the seeded market, it
 * leaves with Coastal three bound professional indemnity policies, a quote, a referral and a
 * draft, and three motor fleet risks (bound, quoted, referred for a young driver), a claim on the
 * first policy, and that policy linked to its client.
 */
import { TransactionStatus } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { demoMarket } from "../test/market.ts";
import { seedDemoBook } from "./demo-book.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  await seedDemoBook(t.app, t.db);
});
afterAll(() => t.close());

describe("demo book of business", () => {
  it("places nine risks at their stages, a claim and a client link", async () => {
    const coastal = await market.companyId("coastal");
    const underwriter = await market.signIn("underwriter@demo.test");
    const list = await underwriter.get(`/api/companies/${coastal}/risks?perPage=50`);
    expect(list.status).toBe(200);
    const byName = new Map(
      (list.body.data as { insuredName: string; transactionStatus: number }[]).map((r) => [
        r.insuredName,
        r.transactionStatus,
      ]),
    );
    expect(byName.get("Kookaburra Engineering Pty Ltd")).toBe(TransactionStatus.Bound);
    expect(byName.get("Banksia Architects Pty Ltd")).toBe(TransactionStatus.Bound);
    expect(byName.get("Waratah Accounting Group")).toBe(TransactionStatus.Bound);
    expect(byName.get("Lyrebird IT Consulting")).toBe(TransactionStatus.Quoted);
    expect(byName.get("Jacaranda Legal")).toBe(TransactionStatus.Referred);
    expect(byName.get("Wombat Surveying")).toBe(TransactionStatus.Initiated);
    expect(byName.get("Dingo Freight Pty Ltd")).toBe(TransactionStatus.Bound);
    expect(byName.get("Echidna Plumbing")).toBe(TransactionStatus.Quoted);
    expect(byName.get("Quokka Couriers")).toBe(TransactionStatus.Referred);
    expect(list.body.meta.total).toBe(9);
    // The demo workflow moves quoted, bound and declined risks: the board uses several columns.
    const columns = new Map(
      (
        list.body.data as { insuredName: string; underwritingStatus: { name: string } | null }[]
      ).map((r) => [r.insuredName, r.underwritingStatus?.name]),
    );
    expect(columns.get("Kookaburra Engineering Pty Ltd")).toBe("Bound");
    expect(columns.get("Dingo Freight Pty Ltd")).toBe("Bound");
    expect(columns.get("Lyrebird IT Consulting")).toBe("Awaiting broker");
    expect(columns.get("Echidna Plumbing")).toBe("Awaiting broker");
    expect(columns.get("Jacaranda Legal")).toBe("New");
    expect(columns.get("Wombat Surveying")).toBe("New");
    const bound = list.body.data.find(
      (r: { insuredName: string }) => r.insuredName === "Kookaburra Engineering Pty Ltd",
    );
    expect(bound.policyStatus).toMatchObject({ state: "bound", label: "Bound", pending: null });

    const claims = await underwriter.get(`/api/companies/${coastal}/claims`);
    expect(claims.body.meta.total).toBe(1);

    const client = await market.signIn("client@demo.test");
    const kookaburra = await market.companyId("kookaburra");
    const policies = await client.get(`/api/companies/${kookaburra}/claims`);
    expect(policies.status).toBe(200);
    expect(policies.body.meta.total).toBe(1);
    // The policy linked to the client is on its policies page (the home card counts the same).
    const own = await client.get(`/api/companies/${kookaburra}/client-policies`);
    expect(own.body.data.map((p: { insuredName: string }) => p.insuredName)).toEqual([
      "Kookaburra Engineering Pty Ltd",
    ]);
    expect(own.body.meta.total).toBe(1);
  });
});
