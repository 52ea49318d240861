/**
 * Two instances on one PostgreSQL database, each with its own DATA_DIR: with FILE_STORAGE=postgres
 * a file uploaded through one is downloaded through the other (with the local disk it was not).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(postgresUrl))("stored files across two instances", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ FILE_STORAGE: "postgres" });
    b = await createTestApp({ FILE_STORAGE: "postgres" }, a.databaseUrl);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a file uploaded through one instance downloads through the other", async () => {
    const market = await demoMarket(a);
    const harbourside = await market.companyId("harbourside");
    const broker = await market.signIn("broker@demo.test");
    const content = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(600_000, 7)]);
    const uploaded = await broker.request(
      "POST",
      `/api/companies/${harbourside}/files?name=Schedule.pdf&visibility=1`,
      undefined,
      { rawBody: content as unknown as string, headers: { "content-type": "application/pdf" } },
    );
    expect(uploaded.status).toBe(201);

    const onB = new TestClient(b.app);
    for (const [name, value] of broker.cookies) onB.cookies.set(name, value);
    const downloaded = await onB.get(uploaded.body.url);
    expect(downloaded.status).toBe(200);
    expect(downloaded.raw.equals(content)).toBe(true);
  });
});
