import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";

/** Resolves with the next event of that name, or rejects after a few seconds. */
function next<T>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

async function connect(url: string, client: TestClient, origin?: string): Promise<Socket> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const socket = io(url, {
    path: "/socket.io",
    transports: ["websocket"],
    extraHeaders: origin ? { cookie, origin } : { cookie },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}

async function listen(t: TestApp) {
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  return address;
}

describe("realtime notifications on one instance", () => {
  let t: TestApp;
  let url: string;
  let market: Awaited<ReturnType<typeof demoMarket>>;
  beforeAll(async () => {
    t = await createTestApp();
    market = await demoMarket(t);
    url = await listen(t);
  });
  afterAll(() => t.close());

  it("refuses a connection without a session", async () => {
    const socket = io(url, { path: "/socket.io", transports: ["websocket"], reconnection: false });
    const error = await next<Error>(socket, "connect_error");
    expect(error.message).toBe("Unauthenticated.");
    socket.close();
  });

  it("accepts a handshake only from the app's own origins and its company portals", async () => {
    const user = await market.signIn("broker@demo.test");
    for (const origin of ["https://evil.example", "http://localhost.evil.example:3000", "null"]) {
      for (const transport of ["websocket", "polling"]) {
        const cookie = [...user.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
        const socket = io(url, {
          path: "/socket.io",
          transports: [transport],
          extraHeaders: { cookie, origin },
          reconnection: false,
        });
        await expect(next(socket, "connect_error"), `${origin} ${transport}`).resolves.toBeTruthy();
        expect(socket.connected).toBe(false);
        socket.close();
      }
    }
    for (const origin of ["http://localhost:3000", "http://harbourside.localhost:3000"]) {
      const socket = await connect(url, user, origin);
      expect(socket.connected).toBe(true);
      socket.close();
    }
  });

  it("delivers a notification to the user's room, with its id, and closes at logout", async () => {
    const inviter = await market.signIn("broker@demo.test");
    const invitee = await market.signIn("underwriter@demo.test");
    const socket = await connect(url, invitee);
    const harbourside = await market.companyId("harbourside");
    const roles = (await inviter.get(`/api/companies/${harbourside}/roles`)).body.data;
    const pushed = next<{ id: string; type: string; readAt: null }>(socket, "notification");
    await inviter.post(`/api/companies/${harbourside}/invitations`, {
      email: "underwriter@demo.test",
      roleId: roles[0].id,
    });
    await t.app.jobs.drain();
    expect(await pushed).toMatchObject({
      id: expect.any(String),
      type: "invitation.received",
      readAt: null,
    });

    const closed = next(socket, "disconnect");
    await invitee.post("/api/logout");
    await closed;
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe.runIf(Boolean(postgresUrl))("realtime across two instances (PostgreSQL + Redis)", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl });
    // Instance B shares A's database: point it at the same PostgreSQL database.
    b = await createTestApp({ REDIS_URL: redisUrl }, a.databaseUrl);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a notification created through instance A reaches a client connected to instance B", async () => {
    const market = await demoMarket(a);
    const urlB = await listen(b);
    const inviter = await market.signIn("broker@demo.test");
    const invitee = new TestClient(b.app);
    await invitee.login("underwriter@demo.test", "Demo-Password-1!");
    const socket = await connect(urlB, invitee);
    const harbourside = await market.companyId("harbourside");
    const roles = (await inviter.get(`/api/companies/${harbourside}/roles`)).body.data;
    const pushed = next<{ type: string }>(socket, "notification");
    await inviter.post(`/api/companies/${harbourside}/invitations`, {
      email: "underwriter@demo.test",
      roleId: roles[0].id,
    });
    await a.app.jobs.drain();
    expect((await pushed).type).toBe("invitation.received");
    socket.close();
  });
});
