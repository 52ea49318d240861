import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../platform/db/rows.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let admin: TestClient;
let broker: TestClient;
let queue: string;
let failedId: string;

/** A job that ended on an error after its last retry, as pg-boss leaves it. */
async function failedJob(name: string, message: string) {
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(sql`
      insert into pgboss.job (name, data, state, retry_count, output, started_on, completed_on)
      values (${name}, ${JSON.stringify({ riskId: 7 })}::jsonb, 'failed', 5,
        ${JSON.stringify({ message })}::jsonb, now(), now())
      returning id::text`),
  );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const market = await demoMarket(t);
  admin = await market.signIn("admin@demo.test");
  broker = await market.signIn("broker@demo.test");
  const queues = await admin.get("/api/system/jobs/queues");
  queue = queues.body.data[0].name;
  failedId = await failedJob(queue, "The mail server refused the connection");
});
afterAll(() => t.close());

describe("the jobs console", () => {
  it("shows every queue with its figures", async () => {
    const response = await admin.get("/api/system/jobs/queues");
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThan(3);
    expect(response.body.data.find((q: { name: string }) => q.name === queue)).toMatchObject({
      failed: 1,
      active: 0,
      drainPerMinute: expect.any(Number),
    });
    expect(response.body.meta.total).toBe(response.body.data.length);
  });

  it("lists failed jobs with their error, by queue", async () => {
    const all = await admin.get("/api/system/jobs/failed");
    expect(all.body.data).toEqual([
      expect.objectContaining({
        id: failedId,
        queue,
        error: "The mail server refused the connection",
        attempts: 6,
        data: '{"riskId": 7}',
      }),
    ]);
    const other = await admin.get("/api/system/jobs/failed?queue=no.such-queue");
    expect(other.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it("retries a failed job once, audited, and refuses what is not a failed job", async () => {
    const retried = await admin.post(`/api/system/jobs/${queue}/${failedId}/retry`, {});
    expect(retried.status).toBe(204);
    const [job] = rowsOf<{ state: string; retryLimit: number }>(
      await t.db.execute(
        sql`select state::text, retry_limit as "retryLimit" from pgboss.job where id = ${failedId}::uuid`,
      ),
    );
    expect(job!.state).toBe("retry");
    expect((await admin.get("/api/system/jobs/failed")).body.data).toEqual([]);

    const again = await admin.post(`/api/system/jobs/${queue}/${failedId}/retry`, {});
    expect(again.status).toBe(409);
    const unknown = await admin.post(
      `/api/system/jobs/${queue}/00000000-0000-4000-8000-000000000000/retry`,
      {},
    );
    expect(unknown.status).toBe(404);
    const otherQueue = await admin.post(`/api/system/jobs/no.such-queue/${failedId}/retry`, {});
    expect(otherQueue.status).toBe(404);
    const badId = await admin.post(`/api/system/jobs/${queue}/not-a-uuid/retry`, {});
    expect(badId.status).toBe(422);

    const audit = await admin.get(`/api/system/audit?action=job.retried`);
    expect(audit.body.data).toEqual([
      expect.objectContaining({ subjectType: "job", subjectId: failedId, data: { queue } }),
    ]);
  });

  it("is the system company's only", async () => {
    const another = await failedJob(queue, "boom");
    expect((await broker.get("/api/system/jobs/queues")).status).toBe(403);
    expect((await broker.get("/api/system/jobs/failed")).status).toBe(403);
    expect((await broker.post(`/api/system/jobs/${queue}/${another}/retry`, {})).status).toBe(403);
  });
});
