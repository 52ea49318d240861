/**
 * Company events (SPEC §2, §3, §6 ManageCompanyEvents, §8): the chain is checked when it is saved,
 * every id in it must be the company's, a webhook's secret is shown once and never again, and
 * another company sees none of it.
 */
import { companyEventTypeNames, messages } from "@platform/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookMessages } from "../../platform/webhooks/addresses.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { eventInputMessages } from "./event-input.ts";
import { rotateSecretMessages } from "./rotate-secret.ts";
import { companyEvents } from "./tables.ts";
import { webhookSecretsOf } from "./webhook-secrets.ts";

let t: TestApp;
let underwriter: TestClient;
let broker: TestClient;
let coastal: number;
let harbourside: number;
let scheduleId: number;
let emailId: number;
const events = () => `/api/companies/${coastal}/events`;

beforeAll(async () => {
  t = await createTestApp();
  const market = await demoMarket(t);
  [coastal, harbourside] = [
    await market.companyId("coastal"),
    await market.companyId("harbourside"),
  ];
  underwriter = await market.signIn("underwriter@demo.test");
  broker = await market.signIn("broker@demo.test");
  const templates = await underwriter.get(
    `/api/companies/${coastal}/document-templates?perPage=50`,
  );
  scheduleId = templates.body.data.find(
    (d: { name: string }) => d.name === "PI policy schedule",
  ).id;
  const emails = await underwriter.get(`/api/companies/${coastal}/email-templates?perPage=50`);
  emailId = emails.body.data.find((e: { name: string }) => e.name === "Policy bound").id;
});
afterAll(() => t.close());

const boundChain = () => ({
  name: "Bound: schedule to the broker and to accounts",
  event: "risk.bound",
  actions: [
    { name: "Schedule", action: "generateDocument", config: { documentTemplateId: scheduleId } },
    {
      name: "Email the broker",
      action: "sendEmail",
      config: { emailTemplateId: emailId, attachPreviousDocument: true },
    },
    { name: "Accounts", action: "callWebhook", config: { url: "https://203.0.113.10/hooks/in" } },
  ],
});

describe("company events", () => {
  it("saves a chain, shows the generated webhook secret once, and keeps it on a change", async () => {
    const created = await underwriter.post(events(), boundChain());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      event: "risk.bound",
      synchronous: false,
      delaySeconds: 0,
      daysBefore: null,
      enabled: true,
      filters: { productIds: [], classIds: [], states: [], brokerCompanyIds: [] },
    });
    expect(created.body.generatedSecrets["2"]).toMatch(/^whsec_/);
    expect(created.body.actions[2].config).toEqual({
      url: "https://203.0.113.10/hooks/in",
      secretSet: true,
    });
    const id = created.body.id;
    const read = await underwriter.get(`${events()}/${id}`);
    expect(read.body.generatedSecrets).toBeUndefined();
    expect(JSON.stringify(read.body)).not.toContain(created.body.generatedSecrets["2"]);

    const changed = await underwriter.put(`${events()}/${id}`, { ...boundChain(), enabled: false });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.enabled).toBe(false);
    expect(changed.body.generatedSecrets).toBeUndefined();
    expect(changed.body.actions[2].config.secretSet).toBe(true);

    const list = await underwriter.get(`${events()}?search=accounts`);
    expect(list.body.data.map((e: { id: number }) => e.id)).toEqual([id]);
    expect((await underwriter.delete(`${events()}/${id}`)).status).toBe(204);
    expect((await underwriter.get(`${events()}/${id}`)).status).toBe(404);
  });

  it("refuses, beside the step, an action whose input the steps before it do not give", async () => {
    const chain = boundChain();
    const refused = await underwriter.post(events(), { ...chain, actions: chain.actions.slice(1) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ "actions.0.action": [messages.eventActionMismatch] });
    const claim = await underwriter.post(events(), {
      ...chain,
      event: "claim.notified",
      actions: [chain.actions[0]],
    });
    expect(claim.body.errors).toEqual({ "actions.0.action": [messages.eventActionMismatch] });
  });

  it("refuses a private webhook address, another company's ids and settings that do not go together", async () => {
    const chain = boundChain();
    const refused = await underwriter.post(events(), {
      ...chain,
      synchronous: true,
      delaySeconds: 30,
      daysBefore: 5,
      filters: { brokerCompanyIds: [coastal] },
      actions: [
        { name: "Inside", action: "callWebhook", config: { url: "http://127.0.0.1:8080/x" } },
        { name: "Not ours", action: "addNote", config: { text: "Bound" } },
        {
          name: "Status",
          action: "setUnderwritingStatus",
          config: { underwritingStatusId: 999999 },
        },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      "actions.0.config.url": [webhookMessages.internalAddress("127.0.0.1")],
      "actions.2.config.underwritingStatusId": [eventInputMessages.notYours],
      "filters.brokerCompanyIds": [eventInputMessages.notYours],
      delaySeconds: [eventInputMessages.synchronousDelay],
      daysBefore: [eventInputMessages.noDaysBefore],
    });
    expect(refused.body.errors["actions.0.action"]).toBeDefined(); // a webhook is not a database action
  });

  it("lists the catalogue with payload schemas", async () => {
    const types = await underwriter.get(`/api/companies/${coastal}/event-types`);
    expect(types.status).toBe(200);
    expect(types.body.map((e: { event: string }) => e.event)).toEqual(companyEventTypeNames);
    const expiring = types.body.find((e: { event: string }) => e.event === "risk.quoteExpiring");
    expect(expiring.daysBefore).toEqual({ default: 7, max: 60 });
    expect(expiring.payloadSchema.properties.data).toBeDefined();
  });

  it("keeps each company's events to itself (ManageCompanyEvents, an underwriting agency's)", async () => {
    const created = await underwriter.post(events(), boundChain());
    const id = created.body.id;
    // Not a member of the agency: as if nothing were there.
    expect((await broker.get(`${events()}/${id}`)).status).toBe(404);
    expect((await broker.delete(`${events()}/${id}`)).status).toBe(404);
    // A brokerage holds no ManageCompanyEvents: its own company's events are closed to it.
    const own = `/api/companies/${harbourside}/events`;
    expect((await broker.get(own)).status).toBe(403);
    expect((await broker.post(own, boundChain())).status).toBe(403);
    expect((await broker.put(`${own}/${id}`, boundChain())).status).toBe(403);
    expect((await underwriter.get(`${events()}/${id}`)).status).toBe(200);
  });
});

describe("rotating a webhook's secret", () => {
  const hour = 3600 * 1000;
  const secretsAt = async (id: number, at: Date) => {
    const [row] = await t.db.select().from(companyEvents).where(eq(companyEvents.id, id));
    return webhookSecretsOf(row!.actions[2]!, at, t.config.appKey);
  };

  it("shows the new secret once and signs with both for a day, a save keeping the pair", async () => {
    const created = await underwriter.post(events(), boundChain());
    const { id } = created.body;
    const first = created.body.generatedSecrets["2"];
    expect(await secretsAt(id, new Date())).toEqual([first]);

    const rotate = `${events()}/${id}/actions/2/rotate-secret`;
    const before = Date.now();
    const rotated = await underwriter.post(rotate, {});
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const { secret, previousSecretExpiresAt, event } = rotated.body;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(first);
    expect(rotated.body.index).toBe(2);
    expect(previousSecretExpiresAt * 1000).toBeGreaterThanOrEqual(before + 24 * hour - 1000);
    expect(previousSecretExpiresAt * 1000).toBeLessThanOrEqual(Date.now() + 24 * hour);
    expect(event.actions[2].config).toEqual({
      url: "https://203.0.113.10/hooks/in",
      secretSet: true,
      previousSecretExpiresAt,
    });
    expect(JSON.stringify(event)).not.toContain(secret);
    expect(JSON.stringify(await underwriter.get(`${events()}/${id}`))).not.toContain(secret);

    expect(await secretsAt(id, new Date())).toEqual([secret, first]);
    expect(await secretsAt(id, new Date(Date.now() + 25 * hour))).toEqual([secret]);

    const saved = await underwriter.put(`${events()}/${id}`, boundChain());
    expect(saved.status).toBe(200);
    expect(await secretsAt(id, new Date())).toEqual([secret, first]);

    // A second rotation inside the day: the newest two sign, the first no longer.
    const again = await underwriter.post(rotate, {});
    expect(await secretsAt(id, new Date())).toEqual([again.body.secret, secret]);
  });

  it("moves each webhook's secrets with it when the chain is reordered", async () => {
    const hook = (name: string, url: string) => ({
      name,
      action: "callWebhook",
      config: { url },
    });
    const [a, b] = [hook("A", "https://203.0.113.10/a"), hook("B", "https://203.0.113.11/b")];
    const chain = { name: "Two hooks", event: "risk.bound", actions: [a, b] };
    const created = await underwriter.post(events(), chain);
    const { id, generatedSecrets } = created.body;
    const rotated = await underwriter.post(`${events()}/${id}/actions/1/rotate-secret`, {});
    const secretsOf = async (i: number) => {
      const [row] = await t.db.select().from(companyEvents).where(eq(companyEvents.id, id));
      return webhookSecretsOf(row!.actions[i]!, new Date(), t.config.appKey);
    };
    expect(await secretsOf(1)).toEqual([rotated.body.secret, generatedSecrets["1"]]);

    const swapped = await underwriter.put(`${events()}/${id}`, { ...chain, actions: [b, a] });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect(swapped.body.generatedSecrets).toBeUndefined();
    expect(await secretsOf(0)).toEqual([rotated.body.secret, generatedSecrets["1"]]);
    expect(await secretsOf(1)).toEqual([generatedSecrets["0"]]);

    // An address changed in place keeps its step's secret.
    const moved = hook("A", "https://203.0.113.12/a");
    await underwriter.put(`${events()}/${id}`, { ...chain, actions: [b, moved] });
    expect(await secretsOf(1)).toEqual([generatedSecrets["0"]]);
  });

  it("rotates only a webhook of the company's own events", async () => {
    const { id } = (await underwriter.post(events(), boundChain())).body;
    const step = (i: number) => `${events()}/${id}/actions/${i}/rotate-secret`;
    const notWebhook = await underwriter.post(step(0), {});
    expect(notWebhook.status).toBe(422);
    expect(notWebhook.body.errors).toEqual({ index: [rotateSecretMessages.notWebhook] });
    const missing = await underwriter.post(step(5), {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(rotateSecretMessages.actionNotFound);
    expect((await underwriter.post(`${events()}/999999/actions/2/rotate-secret`, {})).status).toBe(
      404,
    );
    expect((await broker.post(step(2), {})).status).toBe(404);
    const own = `/api/companies/${harbourside}/events/${id}/actions/2/rotate-secret`;
    expect((await broker.post(own, {})).status).toBe(403);
    expect((await underwriter.get(`${events()}/${id}`)).body.actions[2].config).toEqual({
      url: "https://203.0.113.10/hooks/in",
      secretSet: true,
    });
  });
});
