import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, seedDemoMarket } from "../../seed/demo.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { companies } from "../companies/tables.ts";
import { findUserByEmail } from "../users/repo.ts";
import { createNotification } from "./notify.ts";

let t: TestApp;
let harbourside: number;
let coastal: number;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMarket(t.db);
  const companyId = async (handle: string) =>
    (await t.db.select().from(companies).where(eq(companies.handle, handle)))[0]!.id;
  harbourside = await companyId("harbourside");
  coastal = await companyId("coastal");
  userId = (await findUserByEmail(t.db, "multi@demo.test"))!.id;
  for (let i = 1; i <= 3; i++) {
    await createNotification(t.db, {
      userId,
      companyId: harbourside,
      type: "risk",
      message: `Risk ${i} quoted`,
    });
  }
});
afterAll(() => t.close());

const client = async () => {
  const c = new TestClient(t.app);
  await c.login("multi@demo.test", DEMO_PASSWORD);
  return c;
};

describe("user notifications", () => {
  it("lists a company's notifications newest first, with seconds timestamps", async () => {
    const c = await client();
    const { status, body } = await c.get(`/api/user/notifications?companyId=${harbourside}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(4);
    expect(body.data[0]).toMatchObject({
      type: expect.any(String),
      readAt: null,
      data: { message: expect.any(String) },
    });
    expect(body.data[0].createdAt).toBeLessThan(10_000_000_000);
    const other = await c.get(`/api/user/notifications?companyId=${coastal}`);
    expect(other.body.data).toHaveLength(1);
  });

  it("marks chosen ones read, then all, then unread again", async () => {
    const c = await client();
    const list = (await c.get(`/api/user/notifications?companyId=${harbourside}`)).body.data;
    const ids = [list[0].id, list[1].id];
    const query = ids.map((id: string) => `notificationIds[]=${id}`).join("&");
    expect(
      (await c.put(`/api/user/notifications?companyId=${harbourside}&${query}&status=read`)).status,
    ).toBe(204);
    let after = (await c.get(`/api/user/notifications?companyId=${harbourside}`)).body.data;
    expect(after.filter((n: { readAt: number | null }) => n.readAt !== null)).toHaveLength(2);

    await c.put(`/api/user/notifications?companyId=${harbourside}&status=read`);
    after = (await c.get(`/api/user/notifications?companyId=${harbourside}`)).body.data;
    expect(after.every((n: { readAt: number | null }) => n.readAt !== null)).toBe(true);
    // Another company's notifications are untouched.
    const coastalList = (await c.get(`/api/user/notifications?companyId=${coastal}`)).body.data;
    expect(coastalList[0].readAt).toBeNull();

    await c.put(`/api/user/notifications?companyId=${harbourside}&notificationIds=${ids[0]}`);
    after = (await c.get(`/api/user/notifications?companyId=${harbourside}`)).body.data;
    expect(after.find((n: { id: string }) => n.id === ids[0]).readAt).toBeNull();
  });

  it("deletes chosen ones, then all of a company", async () => {
    const c = await client();
    const list = (await c.get(`/api/user/notifications?companyId=${harbourside}`)).body.data;
    expect(
      (
        await c.delete(
          `/api/user/notifications?companyId=${harbourside}&notificationIds[]=${list[0].id}`,
        )
      ).status,
    ).toBe(204);
    expect(
      (await c.get(`/api/user/notifications?companyId=${harbourside}`)).body.data,
    ).toHaveLength(list.length - 1);
    await c.delete(`/api/user/notifications?companyId=${harbourside}`);
    expect(
      (await c.get(`/api/user/notifications?companyId=${harbourside}`)).body.data,
    ).toHaveLength(0);
    expect((await c.get(`/api/user/notifications?companyId=${coastal}`)).body.data).toHaveLength(1);
  });

  it("never shows or touches another user's notifications", async () => {
    const c = new TestClient(t.app);
    await c.login("broker@demo.test", DEMO_PASSWORD);
    const coastalOwn = (await (await client()).get(`/api/user/notifications?companyId=${coastal}`))
      .body.data;
    await c.delete(`/api/user/notifications?notificationIds[]=${coastalOwn[0].id}`);
    expect(
      (await (await client()).get(`/api/user/notifications?companyId=${coastal}`)).body.data,
    ).toHaveLength(1);
  });

  it("answers 404 for a company the user has no role in, and 422 for bad ids", async () => {
    const c = new TestClient(t.app);
    await c.login("broker@demo.test", DEMO_PASSWORD);
    expect((await c.get(`/api/user/notifications?companyId=${coastal}`)).status).toBe(404);
    const bad = await c.put(
      `/api/user/notifications?companyId=${harbourside}&notificationIds[]=not-a-uuid`,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty("notificationIds.0");
  });
});
