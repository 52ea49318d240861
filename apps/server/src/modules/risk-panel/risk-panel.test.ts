import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { insertRiskPackage } from "../../test/workflow-fixtures.ts";
import { users } from "../users/tables.ts";
import { MESSAGE_NOTIFICATION } from "./index.ts";

let t: TestApp;
let demo: Awaited<ReturnType<typeof demoMarket>>;
let underwriter: TestClient;
let broker: TestClient;
let coastal: number;
let summit: number;
let harbourside: number;
let brokerId: number;
let umaId: number;
let pkgId: number;
const panel = (companyId: number, part: string) =>
  `/api/companies/${companyId}/risks/${pkgId}/${part}`;

async function userId(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoMarket(t);
  underwriter = await demo.signIn("underwriter@demo.test");
  broker = await demo.signIn("broker@demo.test");
  coastal = await demo.companyId("coastal");
  summit = await demo.companyId("summit");
  harbourside = await demo.companyId("harbourside");
  brokerId = await userId("broker@demo.test");
  umaId = await userId("underwriter@demo.test");
  pkgId = (
    await insertRiskPackage(t.db, {
      companyId: coastal,
      brokerCompanyId: harbourside,
      brokerUserId: brokerId,
      assignedUnderwriterUserId: umaId,
    })
  ).id;
});
afterAll(() => t.close());

describe("underwriter panel: notes", () => {
  it("keeps notes internal to the underwriter company, newest first, paged", async () => {
    const empty = await underwriter.get(panel(coastal, "notes"));
    expect(empty.body).toEqual({ data: [], meta: { page: 1, perPage: 25, total: 0, lastPage: 1 } });
    const blank = await underwriter.post(panel(coastal, "notes"), { body: "  " });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ body: ["Write a note"] });
    for (const body of ["Check the claims history", "Called the broker"]) {
      const added = await underwriter.post(panel(coastal, "notes"), { body });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ body, author: { id: umaId, name: "Uma Underwriter" } });
    }
    const page = await underwriter.get(`${panel(coastal, "notes")}?perPage=1`);
    expect(page.body.data.map((n: { body: string }) => n.body)).toEqual(["Called the broker"]);
    expect(page.body.meta).toMatchObject({ total: 2, lastPage: 2 });

    // The broker side gets 404 for notes, reading or writing; another underwriter too.
    expect((await broker.get(panel(harbourside, "notes"))).status).toBe(404);
    expect((await broker.post(panel(harbourside, "notes"), { body: "x" })).status).toBe(404);
    const summitUser = await demo.signIn("underwriter2@demo.test");
    expect((await summitUser.get(panel(summit, "notes"))).status).toBe(404);
  });
});

describe("underwriter panel: messages", () => {
  it("threads messages between both sides and notifies the other side", async () => {
    const fromBroker = await broker.post(panel(harbourside, "messages"), {
      body: "Can you look at the turnover figure?",
    });
    expect(fromBroker.status).toBe(201);
    expect(fromBroker.body).toMatchObject({
      author: { id: brokerId, name: "Bianca Broker" },
      company: { id: harbourside, name: expect.any(String) },
    });
    const reply = await underwriter.post(panel(coastal, "messages"), { body: "Yes, approved." });
    expect(reply.status).toBe(201);
    const blank = await underwriter.post(panel(coastal, "messages"), { body: "" });
    expect(blank.body.errors).toEqual({ body: ["Write a message"] });

    for (const [client, companyId] of [
      [broker, harbourside],
      [underwriter, coastal],
    ] as const) {
      const thread = await client.get(panel(companyId, "messages"));
      expect(thread.body.data.map((m: { body: string }) => m.body)).toEqual([
        "Yes, approved.",
        "Can you look at the turnover figure?",
      ]);
    }

    const brokerNotes = await broker.get(`/api/user/notifications?companyId=${harbourside}`);
    expect(
      brokerNotes.body.data.filter((n: { type: string }) => n.type === MESSAGE_NOTIFICATION),
    ).toHaveLength(1);
    const umaNotes = await underwriter.get(`/api/user/notifications?companyId=${coastal}`);
    const umaMessage = umaNotes.body.data.find(
      (n: { type: string }) => n.type === MESSAGE_NOTIFICATION,
    );
    expect(umaMessage.data).toMatchObject({ frontendUrl: `/risks/${pkgId}` });
    expect(umaMessage.data.message).toMatch(/^New message on risk WF-/);

    const summitUser = await demo.signIn("underwriter2@demo.test");
    expect((await summitUser.get(panel(summit, "messages"))).status).toBe(404);
    expect((await summitUser.post(panel(summit, "messages"), { body: "x" })).status).toBe(404);
    // ViewRisks alone reads the thread but does not write to it.
    const assistant = await demo.signIn("assistant@demo.test");
    expect((await assistant.get(panel(harbourside, "messages"))).status).toBe(200);
    expect((await assistant.post(panel(harbourside, "messages"), { body: "x" })).status).toBe(403);
  });
});

describe("underwriter panel: timeline", () => {
  it("describes what happened, hiding the underwriter's internal entries from the broker", async () => {
    const statuses = await underwriter.get(`/api/companies/${coastal}/underwriting-statuses`);
    await underwriter.put(panel(coastal, "underwriting-status"), {
      underwritingStatusId: statuses.body.data[1].id,
    });
    const mine = await underwriter.get(panel(coastal, "timeline"));
    expect(mine.body.data.map((e: { description: string }) => e.description)).toEqual([
      "Underwriting status set to In review",
      expect.stringMatching(/^Message sent by /),
      expect.stringMatching(/^Message sent by /),
      "Note added",
      "Note added",
    ]);
    expect(mine.body.data[0].actor).toEqual({ id: umaId, name: "Uma Underwriter" });
    const theirs = await broker.get(panel(harbourside, "timeline"));
    expect(theirs.body.data.map((e: { action: string }) => e.action)).toEqual([
      "riskPackage.messageSent",
      "riskPackage.messageSent",
    ]);
    const paged = await underwriter.get(`${panel(coastal, "timeline")}?perPage=2&page=3`);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.meta).toMatchObject({ total: 5, lastPage: 3 });
  });
});
