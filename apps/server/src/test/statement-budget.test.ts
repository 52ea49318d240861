import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStatements } from "../platform/db/statements.ts";
import { createTestApp, type TestApp } from "./app.ts";
import type { TestClient } from "./client.ts";
import { demoMarket } from "./market.ts";

let t: TestApp;
let broker: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const market = await demoMarket(t);
  broker = await market.signIn("broker@demo.test");
});
afterAll(() => t.close());

async function statementsOf(client: TestClient, url: string) {
  const { result, statements } = await countStatements(() => client.request("GET", url));
  expect(result.status, `${url}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(200);
  return statements;
}

describe("statement budget", () => {
  it("GET /api/user", async () => {
    const statements = await statementsOf(broker, "/api/user");
    expect(statements.length).toBeLessThanOrEqual(2);
  });
});
