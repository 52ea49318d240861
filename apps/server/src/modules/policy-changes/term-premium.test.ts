/**
 * A term's premium after new business, an adjustment and a cancellation reads the same wherever
 * it is shown: the risk view (`termPremium`), the risks list, the renewal history, the client's
 * policy, the premium bordereau's rows of the policy and the cancellation's document data — the
 * sum of the bound transactions, net of the return (`termPremium` of the domain).
 */
import { Dec, type PremiumBreakdown, TransactionType } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { claimsMarket } from "../../test/claims-fixtures.ts";
import { daysFrom, piAnswers } from "../risks/fixtures.ts";
import { riskDocumentSource } from "../risks/index.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof claimsMarket>>;

beforeAll(async () => {
  t = await createTestApp();
  m = await claimsMarket(t);
});
afterAll(() => t.close());

/** RFC 4180 rows of a CSV body (quoted fields may hold commas). */
function csvRows(body: string): string[][] {
  return body
    .split("\r\n")
    .filter(Boolean)
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((x) => x[1]!))
    .map((cells) => cells.slice(0, -1).map((c) => c.replace(/^"|"$/g, "").replace(/""/g, '"')));
}

const sum = (values: readonly string[]) =>
  values.reduce((acc, v) => acc.plus(v), new Dec(0)).toFixed(2);

interface View {
  id: number;
  policyNumber: string;
  inceptionDate: string;
  policyStatus: { label: string; coverEnd: string };
  termPremium: PremiumBreakdown | null;
  risks: { transactions: { id: number; type: number; premium: PremiumBreakdown }[] }[];
}

async function ok(call: Promise<{ status: number; body: unknown }>) {
  const response = await call;
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body as View;
}

describe("a term's premium after NB + ADJ + CAN", () => {
  it("is the same on the risk, the list, the renewals, the client's policy, the bordereau and the document", async () => {
    const bound = await m.boundPolicy();
    const url = `/api/companies/${m.id.harbourside}/risks/${bound.id}`;
    const linked = await m.broker.put(`${url}/client`, { clientCompanyId: m.id.kookaburra });
    expect(linked.status).toBe(200);
    await ok(
      m.broker.post(`${url}/adjust`, {
        effectiveDate: daysFrom(bound.inceptionDate, 40),
        answers: piAnswers({ revenue: 2_000_000 }),
      }),
    );
    await ok(m.broker.post(`${url}/bind`, { declaration: true }));
    const cancelOn = daysFrom(bound.inceptionDate, 120);
    await ok(
      m.broker.post(`${url}/cancel`, {
        effectiveDate: cancelOn,
        reason: "Non-payment of premium",
        confirm: true,
      }),
    );
    const view = await ok(m.broker.post(`${url}/bind`, { declaration: true }));

    const transactions = view.risks[0]!.transactions;
    expect(transactions.map((tx) => tx.type)).toEqual([
      TransactionType.NewBusiness,
      TransactionType.Adjustment,
      TransactionType.Cancellation,
    ]);
    const gross = sum(transactions.map((tx) => tx.premium.grossPremium));
    const payable = sum(transactions.map((tx) => tx.premium.amountPayable));
    expect(new Dec(gross).gt(0)).toBe(true);
    // The return is smaller than what was written: the total is net of it, never the return alone.
    expect(gross).not.toBe(transactions[2]!.premium.grossPremium);

    // The risk view.
    expect(view.termPremium?.grossPremium).toBe(gross);
    expect(view.termPremium?.amountPayable).toBe(payable);
    expect(view.policyStatus).toMatchObject({ label: "Cancelled", coverEnd: cancelOn });
    const again = await ok(m.underwriter.get(`/api/companies/${m.id.coastal}/risks/${bound.id}`));
    expect(again.termPremium).toEqual(view.termPremium);

    // The risks list.
    const list = await m.broker.get(`/api/companies/${m.id.harbourside}/risks?perPage=100`);
    const row = list.body.data.find((r: { id: number }) => r.id === bound.id);
    expect(row).toMatchObject({ grossPremium: gross, policyStatus: { label: "Cancelled" } });

    // The renewal history.
    const history = await m.broker.get(`${url}/renewals`);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.data[0]).toMatchObject({
      grossPremium: gross,
      policyStatus: { label: "Cancelled", coverEnd: cancelOn },
    });

    // The client's policy.
    const client = await m.client.get(
      `/api/companies/${m.id.kookaburra}/client-policies/${bound.id}`,
    );
    expect(client.status, JSON.stringify(client.body)).toBe(200);
    expect(client.body).toMatchObject({
      grossPremium: gross,
      policyStatus: { label: "Cancelled", coverEnd: cancelOn },
    });

    // The premium bordereau: the policy's rows add up to the term.
    const agreements = await m.insurer.get(`/api/companies/${m.id.greatsouthern}/bordereaux`);
    const agreement = agreements.body.data[0];
    const csv = await m.insurer.get(
      `/api/companies/${m.id.greatsouthern}/bordereaux/${agreement.id}/download?periodId=${agreement.periods[0].id}&kind=premium&format=csv`,
    );
    expect(csv.status, String(csv.body)).toBe(200);
    const [header, ...rows] = csvRows(String(csv.body));
    const col = (name: string) => header!.indexOf(name);
    const mine = rows.filter((r) => r[col("Certificate Reference")] === view.policyNumber);
    expect(mine).toHaveLength(3);
    expect(sum(mine.map((r) => r[col("Gross Premium Paid this Time")]!))).toBe(gross);

    // The cancellation's documents print the same term, status and cover end.
    const source = await riskDocumentSource(t.db, bound.id, transactions[2]!.id);
    expect(source.data.term).toMatchObject({
      status: "Cancelled",
      coverEnd: cancelOn,
      grossPremium: gross,
      amountPayable: payable,
    });
    // An earlier transaction's documents keep the term as it stood then.
    const adjustment = await riskDocumentSource(t.db, bound.id, transactions[1]!.id);
    expect(adjustment.data.term).toMatchObject({
      status: "Bound",
      grossPremium: sum(transactions.slice(0, 2).map((tx) => tx.premium.grossPremium)),
    });
  });
});
