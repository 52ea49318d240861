import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDelivery } from "../../platform/mail/index.ts";
import { outboxMessages } from "../../platform/mail/tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let admin: TestClient;
let broker: TestClient;
let withFiles: number;
const pdf = Buffer.from("%PDF-1.4\n% a quote\n%%EOF\n");
beforeAll(async () => {
  t = await createTestApp();
  const market = await demoMarket(t);
  admin = await market.signIn("admin@demo.test");
  broker = await market.signIn("broker@demo.test");
  const delivery = createDelivery(t.db, t.config);
  await delivery.send({
    channel: "email",
    to: "insured@kookaburra.example",
    subject: "Your quote QT-1001",
    text: "Your quote is attached.",
    attachments: [
      { filename: "Quote QT-1001.pdf", contentType: "application/pdf", content: pdf },
      { filename: "notes.csv", contentType: "text/csv", content: Buffer.from("a,b\n1,2\n") },
    ],
  });
  await delivery.send({ channel: "sms", to: "+61400111222", text: "Your code is 123456" });
  await delivery.send({
    channel: "email",
    to: "someone@harbourside.example",
    subject: "Reset your password",
    text: "A link",
  });
  const [row] = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, "insured@kookaburra.example"));
  withFiles = row!.id;
  // An older message, from before the console's date range.
  await t.db
    .update(outboxMessages)
    .set({ createdAt: new Date("2026-01-05T03:00:00Z") })
    .where(eq(outboxMessages.recipient, "someone@harbourside.example"));
});
afterAll(() => t.close());

describe("the outbox console", () => {
  it("searches by recipient, channel, subject and date, a page at a time", async () => {
    const all = await admin.get("/api/system/outbox?perPage=2");
    expect(all.status).toBe(200);
    expect(all.body.meta).toMatchObject({ page: 1, perPage: 2, total: 3, lastPage: 2 });
    const byRecipient = await admin.get("/api/system/outbox?recipient=KOOKABURRA");
    expect(byRecipient.body.data).toHaveLength(1);
    expect(byRecipient.body.data[0]).toMatchObject({
      channel: "email",
      subject: "Your quote QT-1001",
      attachments: [
        { position: 0, name: "Quote QT-1001.pdf", contentType: "application/pdf", stored: true },
        { position: 1, name: "notes.csv", contentType: "text/csv", stored: true },
      ],
    });
    const sms = await admin.get("/api/system/outbox?channel=sms");
    expect(sms.body.data.map((m: { recipient: string }) => m.recipient)).toEqual(["+61400111222"]);
    const bySubject = await admin.get("/api/system/outbox?subject=reset%20your");
    expect(bySubject.body.data.map((m: { recipient: string }) => m.recipient)).toEqual([
      "someone@harbourside.example",
    ]);
    // 2026-01-05 03:00 UTC is 14:00 on the 5th in Sydney.
    const day = await admin.get("/api/system/outbox?dateFrom=2026-01-05&dateTo=2026-01-05");
    expect(day.body.meta.total).toBe(1);
    const since = await admin.get("/api/system/outbox?dateFrom=2026-01-06");
    expect(since.body.meta.total).toBe(2);
    // A wildcard is a character to find, not a pattern.
    expect((await admin.get("/api/system/outbox?recipient=%25")).body.meta.total).toBe(0);
  });

  it("refuses unknown channels and backwards ranges with field messages", async () => {
    const channel = await admin.get("/api/system/outbox?channel=fax");
    expect(channel.status).toBe(422);
    expect(channel.body.errors.channel).toBeDefined();
    const range = await admin.get("/api/system/outbox?dateFrom=2026-03-01&dateTo=2026-02-01");
    expect(range.status).toBe(422);
    expect(range.body.errors.dateTo).toEqual([
      "The value must be greater than or equal to 2026-03-01",
    ]);
  });

  it("opens an attachment as it was sent, with its content type, as a download", async () => {
    const response = await admin.get(`/api/system/outbox/${withFiles}/attachments/0`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("attachment;");
    expect(response.headers["content-disposition"]).toContain("Quote%20QT-1001.pdf");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(response.body, "binary").toString()).toContain("%PDF-1.4");
    const csv = await admin.get(`/api/system/outbox/${withFiles}/attachments/1`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toBe("a,b\n1,2\n");
    expect((await admin.get(`/api/system/outbox/${withFiles}/attachments/2`)).status).toBe(404);
    expect((await admin.get("/api/system/outbox/999999/attachments/0")).status).toBe(404);
  });

  it("is the system company's only", async () => {
    expect((await broker.get("/api/system/outbox")).status).toBe(403);
    expect((await broker.get(`/api/system/outbox/${withFiles}/attachments/0`)).status).toBe(403);
  });
});
