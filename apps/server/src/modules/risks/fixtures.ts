/** Test helpers for the risks API tests: the demo market, a submission and its answers. */

import type { TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { todayIn } from "../rating/index.ts";

/** Today where the demo Coastal products are rated (their time zone is Australia/Brisbane). */
export const productToday = () => todayIn("Australia/Brisbane");

export const daysFrom = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const piAnswers = (extra: Record<string, unknown> = {}) => ({
  businessName: "Kookaburra Engineering",
  profession: "engineer",
  revenue: 1200000,
  address: {
    line1: "1 Macquarie Place",
    city: "Sydney",
    state: "NSW",
    postcode: "2000",
    country: "AU",
  },
  limit: "2000000",
  claims: false,
  ...extra,
});

export const insured = {
  name: "Kookaburra Engineering Pty Ltd",
  registrationNumber: "51 824 753 556",
  address: {
    line1: "1 Macquarie Place",
    city: "Sydney",
    state: "NSW",
    postcode: "2000",
    country: "AU",
  },
  email: "client@kookaburra.test",
};

export async function riskMarket(t: TestApp) {
  const market = await demoMarket(t);
  const handles = [
    "harbourside",
    "southerncross",
    "coastal",
    "summit",
    "greatsouthern",
    "ops",
  ] as const;
  const id = {} as Record<(typeof handles)[number], number>;
  for (const handle of handles) id[handle] = await market.companyId(handle);
  const [broker, broker2, underwriter, senior, underwriter2, insurer, admin] = await Promise.all([
    market.signIn("broker@demo.test"),
    market.signIn("broker2@demo.test"),
    market.signIn("underwriter@demo.test"),
    market.signIn("multi@demo.test"),
    market.signIn("underwriter2@demo.test"),
    market.signIn("insurer@demo.test"),
    market.signIn("admin@demo.test"),
  ]);
  const available = await broker!.get(`/api/companies/${id.harbourside}/available-packages`);
  const coastalPackage = available.body.data.find(
    (p: { underwriter: { id: number } }) => p.underwriter.id === id.coastal,
  );
  return {
    id,
    broker: broker!,
    broker2: broker2!,
    underwriter: underwriter!,
    senior: senior!,
    underwriter2: underwriter2!,
    insurer: insurer!,
    admin: admin!,
    packageId: coastalPackage.id as number,
    addOnId: coastalPackage.addOns[0].id as number,
    userId: async (client: TestClient) => (await client.get("/api/user")).body.id as number,
  };
}

export function newRisk(packageId: number, extra: Record<string, unknown> = {}) {
  return {
    productPackageId: packageId,
    inceptionDate: productToday(),
    termMonths: 12,
    insured,
    answers: piAnswers(),
    ...extra,
  };
}
