/**
 * The bound premium against each binding-agreement section: what the agency
 * and the managing insurer read once risks are bound under the agreement.
 */
import { Dec } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { newRisk, riskMarket } from "./fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

async function bindOne() {
  const base = `/api/companies/${m.id.harbourside}/risks`;
  const created = await m.broker.post(base, newRisk(m.packageId));
  const submitted = await m.broker.post(`${base}/${created.body.id}/submit`, {});
  expect(submitted.body.transactionStatus, JSON.stringify(submitted.body)).toBe(3);
  const bound = await m.broker.post(`${base}/${created.body.id}/bind`, { declaration: true });
  expect(bound.status, JSON.stringify(bound.body)).toBe(200);
  return bound.body.risks[0].transactions[0].premium.grossPremium as string;
}

describe("bound premium against section limits", () => {
  it("totals bound gross premium per section for the agency and the managing insurer only", async () => {
    const agreements = await m.underwriter.get(`/api/companies/${m.id.coastal}/binding-agreements`);
    const agreementId = agreements.body.data[0].id as number;
    const agencyUrl = `/api/companies/${m.id.coastal}/binding-agreements/${agreementId}/usage`;
    const insurerUrl = `/api/companies/${m.id.greatsouthern}/binding-agreements/${agreementId}/usage`;

    const before = await m.insurer.get(insurerUrl);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const piBefore = before.body.data[0].sections.find((s: { name: string }) =>
      s.name.startsWith("Professional indemnity"),
    );
    expect(piBefore).toMatchObject({ boundGrossPremium: "0.00", boundTransactions: 0 });

    const grosses = [await bindOne(), await bindOne()];
    const expected = grosses.reduce((sum, g) => sum.plus(g), new Dec(0)).toFixed(2);
    for (const [client, url] of [
      [m.insurer, insurerUrl],
      [m.underwriter, agencyUrl],
    ] as const) {
      const after = await client.get(url);
      expect(after.status).toBe(200);
      const pi = after.body.data[0].sections.find((s: { key: string }) => s.key === piBefore.key);
      expect(pi.boundGrossPremium).toBe(expected);
      expect(pi.boundTransactions).toBe(2);
      if (pi.maximumPremiumLimit) {
        expect(pi.usedPercent).toBe(
          new Dec(expected).div(pi.maximumPremiumLimit).times(100).toDecimalPlaces(1).toFixed(1),
        );
      }
      const others = after.body.data[0].sections.filter((s: { key: string }) => s.key !== pi.key);
      for (const other of others) expect(other.boundGrossPremium).toBe("0.00");
    }

    // Another underwriter and a broker see nothing of it.
    expect(
      (
        await m.underwriter2.get(
          `/api/companies/${m.id.summit}/binding-agreements/${agreementId}/usage`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await m.broker.get(
          `/api/companies/${m.id.harbourside}/binding-agreements/${agreementId}/usage`,
        )
      ).status,
    ).toBe(404);
  });
});
