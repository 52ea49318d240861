import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  for (const handle of ["harbourside", "southerncross", "coastal", "summit", "greatsouthern"])
    id[handle] = await market.companyId(handle);
});
afterAll(() => t.close());

describe("broker connections", () => {
  it("lists the other side of each connection", async () => {
    const broker = await market.signIn("broker@demo.test");
    const list = (await broker.get(`/api/companies/${id.harbourside}/brokerages`)).body.data;
    expect(list.map((row: { company: { handle: string } }) => row.company.handle).sort()).toEqual([
      "coastal",
      "summit",
    ]);
    const underwriter = await market.signIn("underwriter@demo.test");
    const brokers = (await underwriter.get(`/api/companies/${id.coastal}/brokerages`)).body.data;
    expect(
      brokers.map((row: { company: { handle: string } }) => row.company.handle).sort(),
    ).toEqual(["harbourside", "southerncross"]);
  });

  it("a broker asks, the underwriter connects, and each side is told", async () => {
    const broker = await market.signIn("broker2@demo.test");
    const asked = await broker.post(`/api/companies/${id.southerncross}/brokerages`, {
      companyId: id.summit,
    });
    expect(asked.status).toBe(202);
    const underwriter = await market.signIn("underwriter2@demo.test");
    const notes = (await underwriter.get(`/api/user/notifications?companyId=${id.summit}`)).body
      .data;
    expect(notes[0].data.message).toBe("Southern Cross Brokers asks to connect as a broker.");

    const connected = await underwriter.post(`/api/companies/${id.summit}/brokerages`, {
      companyId: id.southerncross,
    });
    expect(connected.status).toBe(201);
    const again = await underwriter.post(`/api/companies/${id.summit}/brokerages`, {
      companyId: id.southerncross,
    });
    expect(again.body.errors).toEqual({ companyId: ["This item already exists"] });
    const brokerNotes = (await broker.get(`/api/user/notifications?companyId=${id.southerncross}`))
      .body.data;
    expect(brokerNotes[0].type).toBe("brokerage.changed");

    expect(
      (await broker.delete(`/api/companies/${id.southerncross}/brokerages/${connected.body.id}`))
        .status,
    ).toBe(204);
    const after = (await broker.get(`/api/companies/${id.southerncross}/brokerages`)).body.data;
    expect(after.map((row: { company: { handle: string } }) => row.company.handle)).toEqual([
      "coastal",
    ]);
  });

  it("connects only brokers with underwriters", async () => {
    const underwriter = await market.signIn("underwriter@demo.test");
    const insurer = await underwriter.post(`/api/companies/${id.coastal}/brokerages`, {
      companyId: id.greatsouthern,
    });
    expect(insurer.body.errors).toEqual({ companyId: ["Choose an active broker"] });
    const insurerUser = await market.signIn("insurer@demo.test");
    expect(
      (
        await insurerUser.post(`/api/companies/${id.greatsouthern}/brokerages`, {
          companyId: id.harbourside,
        })
      ).status,
    ).toBe(422);
  });

  it("needs ManageCompanyDetails and cannot end another pair's connection", async () => {
    const assistant = await market.signIn("assistant@demo.test");
    expect(
      (
        await assistant.post(`/api/companies/${id.harbourside}/brokerages`, {
          companyId: id.summit,
        })
      ).status,
    ).toBe(403);
    const underwriter2 = await market.signIn("underwriter2@demo.test");
    const coastalLinks = (
      await (
        await market.signIn("underwriter@demo.test")
      ).get(`/api/companies/${id.coastal}/brokerages`)
    ).body.data;
    expect(
      (await underwriter2.delete(`/api/companies/${id.summit}/brokerages/${coastalLinks[0].id}`))
        .status,
    ).toBe(404);
  });
});
