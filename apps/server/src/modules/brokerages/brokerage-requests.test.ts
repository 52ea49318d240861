import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
const handlesUsed = ["harbourside", "southerncross", "coastal", "summit"] as const;
const id = {} as Record<(typeof handlesUsed)[number], number>;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  for (const handle of handlesUsed) id[handle] = await market.companyId(handle);
});
afterAll(() => t.close());

const requestsOf = (companyId: number) => `/api/companies/${companyId}/brokerage-requests`;
const handles = (rows: { company: { handle: string } }[]) => rows.map((row) => row.company.handle);

describe("broker connection requests", () => {
  it("a broker asks, the underwriter declines, the broker asks again and is accepted", async () => {
    const broker = await market.signIn("broker2@demo.test");
    const underwriter = await market.signIn("underwriter2@demo.test");
    const ask = () =>
      broker.post(`/api/companies/${id.southerncross}/brokerages`, { companyId: id.summit });

    expect((await ask()).status).toBe(202);
    const twice = await ask();
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({
      companyId: ["Your request to Summit Specialty Underwriting is already waiting"],
    });

    const sent = (await broker.get(requestsOf(id.southerncross))).body;
    expect(sent.meta.total).toBe(1);
    expect(sent.data[0]).toMatchObject({ direction: "outgoing", company: { handle: "summit" } });
    const received = (await underwriter.get(requestsOf(id.summit))).body;
    expect(received.data).toHaveLength(1);
    expect(received.data[0]).toMatchObject({
      direction: "incoming",
      company: { handle: "southerncross" },
      brokerCompanyId: id.southerncross,
      underwriterCompanyId: id.summit,
    });
    expect(received.data[0].requestedBy).toEqual(expect.any(String));
    const requestId = received.data[0].id;
    const notes = (await underwriter.get(`/api/user/notifications?companyId=${id.summit}`)).body
      .data;
    expect(notes[0].data.message).toBe("Southern Cross Brokers asks to connect as a broker.");

    const declined = await underwriter.post(`${requestsOf(id.summit)}/${requestId}/decline`);
    expect(declined.status).toBe(204);
    expect((await underwriter.get(requestsOf(id.summit))).body.meta.total).toBe(0);
    expect((await underwriter.post(`${requestsOf(id.summit)}/${requestId}/accept`)).status).toBe(
      404,
    );
    const told = (await broker.get(`/api/user/notifications?companyId=${id.southerncross}`)).body
      .data;
    expect(told[0].data.message).toBe(
      "Summit Specialty Underwriting declined your request to connect.",
    );

    expect((await ask()).status).toBe(202);
    const again = (await underwriter.get(requestsOf(id.summit))).body.data[0].id;
    const accepted = await underwriter.post(`${requestsOf(id.summit)}/${again}/accept`);
    expect(accepted.status).toBe(201);
    expect(accepted.body.id).toEqual(expect.any(Number));
    const connections = (await broker.get(`/api/companies/${id.southerncross}/brokerages`)).body;
    expect(handles(connections.data).sort()).toEqual(["coastal", "summit"]);
    const news = (await broker.get(`/api/user/notifications?companyId=${id.southerncross}`)).body
      .data;
    expect(news[0].data.message).toBe(
      "Summit Specialty Underwriting accepted your request: you can now place risks with them.",
    );
    expect((await ask()).body.errors).toEqual({ companyId: ["This item already exists"] });
  });

  it("keeps each company's requests to itself", async () => {
    const broker = await market.signIn("broker2@demo.test");
    const underwriter2 = await market.signIn("underwriter2@demo.test");
    await underwriter2.delete(
      `/api/companies/${id.summit}/brokerages/${
        (await underwriter2.get(`/api/companies/${id.summit}/brokerages?search=southern`)).body
          .data[0].id
      }`,
    );
    expect(
      (await broker.post(`/api/companies/${id.southerncross}/brokerages`, { companyId: id.summit }))
        .status,
    ).toBe(202);
    const requestId = (await underwriter2.get(requestsOf(id.summit))).body.data[0].id;

    // Another underwriter neither sees nor decides it; the broker cannot accept its own request.
    const coastal = await market.signIn("underwriter@demo.test");
    expect((await coastal.get(requestsOf(id.coastal))).body.meta.total).toBe(0);
    expect((await coastal.get(requestsOf(id.summit))).status).toBe(404);
    expect((await coastal.post(`${requestsOf(id.coastal)}/${requestId}/accept`)).status).toBe(404);
    expect((await coastal.post(`${requestsOf(id.summit)}/${requestId}/accept`)).status).toBe(404);
    expect((await broker.post(`${requestsOf(id.southerncross)}/${requestId}/accept`)).status).toBe(
      404,
    );
    const otherBroker = await market.signIn("broker@demo.test");
    expect((await otherBroker.get(requestsOf(id.southerncross))).status).toBe(404);

    // A direct connection by the underwriter settles the pending request.
    const direct = await underwriter2.post(`/api/companies/${id.summit}/brokerages`, {
      companyId: id.southerncross,
    });
    expect(direct.status).toBe(201);
    expect((await underwriter2.get(requestsOf(id.summit))).body.meta.total).toBe(0);
  });

  it("needs ManageCompanyDetails, the anti-forgery token and a valid body", async () => {
    const assistant = await market.signIn("assistant@demo.test");
    expect(
      (
        await assistant.post(`/api/companies/${id.harbourside}/brokerages`, {
          companyId: id.summit,
        })
      ).status,
    ).toBe(403);
    const broker = await market.signIn("broker@demo.test");
    const noToken = await broker.post(
      `/api/companies/${id.harbourside}/brokerages`,
      { companyId: id.coastal },
      { csrf: false },
    );
    expect(noToken.status).toBe(419);
    const empty = await broker.post(`/api/companies/${id.harbourside}/brokerages`, {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(["companyId"]);
    const notUnderwriter = await broker.post(`/api/companies/${id.harbourside}/brokerages`, {
      companyId: id.southerncross,
    });
    expect(notUnderwriter.body.errors).toEqual({ companyId: ["Choose an active underwriter"] });
    expect((await broker.post(`${requestsOf(id.harbourside)}/abc/accept`)).status).toBe(422);
    expect((await broker.get(`${requestsOf(id.harbourside)}?perPage=101`)).status).toBe(422);
  });
});
