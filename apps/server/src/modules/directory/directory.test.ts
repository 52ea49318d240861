import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
});
afterAll(() => t.close());

describe("all users", () => {
  it("lists every user with roles for the system company, searchable", async () => {
    const admin = await market.signIn("admin@demo.test");
    const all = (await admin.get("/api/users")).body.data;
    expect(all.length).toBeGreaterThanOrEqual(10);
    const multi = (await admin.get("/api/users?search=multi")).body.data;
    expect(multi).toHaveLength(1);
    expect(
      multi[0].roles.map((role: { company: { name: string } }) => role.company.name).sort(),
    ).toEqual(["Coastal Underwriting Agency", "Harbourside Insurance Brokers"]);
  });

  it("is refused to everyone else", async () => {
    const broker = await market.signIn("broker@demo.test");
    expect((await broker.get("/api/users")).status).toBe(403);
  });
});

describe("my invitations", () => {
  it("lists the pending invitations addressed to me", async () => {
    const harbourside = await market.companyId("harbourside");
    const broker = await market.signIn("broker@demo.test");
    const roles = (await broker.get(`/api/companies/${harbourside}/roles`)).body.data;
    await broker.post(`/api/companies/${harbourside}/invitations`, {
      email: "legal@demo.test",
      roleId: roles[0].id,
    });
    const legal = await market.signIn("legal@demo.test");
    const mine = (await legal.get("/api/user/invitations")).body.data;
    expect(mine).toEqual([
      expect.objectContaining({
        company: expect.objectContaining({ name: "Harbourside Insurance Brokers" }),
      }),
    ]);
    expect((await broker.get("/api/user/invitations")).body.data).toEqual([]);
  });
});
