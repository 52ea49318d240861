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

  it("pages on the server and searches the other company's name or handle", async () => {
    const underwriter = await market.signIn("underwriter@demo.test");
    const url = `/api/companies/${id.coastal}/brokerages`;
    const first = await underwriter.get(`${url}?perPage=1`);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.meta).toEqual({ page: 1, perPage: 1, total: 2, lastPage: 2 });
    const second = await underwriter.get(`${url}?perPage=1&page=2`);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    const past = await underwriter.get(`${url}?perPage=1&page=3`);
    expect(past.body).toEqual({ data: [], meta: { page: 3, perPage: 1, total: 2, lastPage: 2 } });

    const byName = await underwriter.get(`${url}?search=southern`);
    expect(
      byName.body.data.map((row: { company: { handle: string } }) => row.company.handle),
    ).toEqual(["southerncross"]);
    const byHandle = await underwriter.get(`${url}?search=southerncross`);
    expect(byHandle.body.meta.total).toBe(1);
    const literal = await underwriter.get(`${url}?search=${encodeURIComponent("%")}`);
    expect(literal.body).toEqual({
      data: [],
      meta: { page: 1, perPage: 25, total: 0, lastPage: 1 },
    });

    expect((await underwriter.get(`${url}?perPage=101`)).status).toBe(422);
    const stranger = await market.signIn("broker@demo.test");
    expect((await stranger.get(url)).status).toBe(404);
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
