/**
 * The party matrix of docs/architecture.md ("Parties: who sees and does what") walked through the
 * API on the demo book: for each party, entity and action, the answer the matrix gives: 200/201
 * when it may, 404 when the entity is invisible to it (as if it did not exist), 403 when it sees
 * the entity but may not do that.
 *
 * The book: Harbourside placed Kookaburra Engineering's policy with Coastal under the binder
 * Great Southern carries, a claim on it (linked to the client, Kookaburra), a quote (Lyrebird) and
 * a draft (Wombat). Banks & Hale is appointed to the claim here, before the walk.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoBook } from "../seed/demo-book.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import type { TestClient } from "../test/client.ts";
import { demoMarket } from "../test/market.ts";

type Party =
  | "broker"
  | "viewOnly"
  | "underwriter"
  | "insurer"
  | "legal"
  | "client"
  | "system"
  | "stranger";

const logins: Record<Party, [email: string, handle: string]> = {
  broker: ["broker@demo.test", "harbourside"],
  viewOnly: ["assistant@demo.test", "harbourside"],
  underwriter: ["underwriter@demo.test", "coastal"],
  insurer: ["insurer@demo.test", "greatsouthern"],
  legal: ["legal@demo.test", "bankshale"],
  client: ["client@demo.test", "kookaburra"],
  system: ["admin@demo.test", "ops"],
  // A broker with nothing to do with the book: every cell is invisible to it.
  stranger: ["broker2@demo.test", "southerncross"],
};

let t: TestApp;
const as = {} as Record<Party, { client: TestClient; base: string }>;
const ids = { policy: 0, quote: 0, draft: 0, claim: 0, agreement: 0, product: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const market = await demoMarket(t);
  await seedDemoBook(t.app, t.db);
  for (const [party, [email, handle]] of Object.entries(logins) as [Party, [string, string]][]) {
    as[party] = {
      client: await market.signIn(email),
      base: `/api/companies/${await market.companyId(handle)}`,
    };
  }
  const uw = as.underwriter;
  const risks = (await uw.client.get(`${uw.base}/risks?perPage=50`)).body.data as {
    id: number;
    insuredName: string;
  }[];
  const named = (name: string) => risks.find((r) => r.insuredName === name)!.id;
  ids.policy = named("Kookaburra Engineering Pty Ltd");
  ids.quote = named("Lyrebird IT Consulting");
  ids.draft = named("Wombat Surveying");
  ids.claim = (await uw.client.get(`${uw.base}/claims`)).body.data[0].id;
  ids.agreement = (await uw.client.get(`${uw.base}/binding-agreements`)).body.data[0].id;
  ids.product = (await uw.client.get(`${uw.base}/products`)).body.data[0].id;
  const bankshale = await market.companyId("bankshale");
  const appointed = await uw.client.post(`${uw.base}/claims/${ids.claim}/legal`, {
    legalCompanyId: bankshale,
  });
  expect(appointed.status).toBe(200);
});
afterAll(() => t.close());

type Entity =
  | "risk package"
  | "transaction"
  | "claim"
  | "incident"
  | "claim document"
  | "binding agreement"
  | "bordereau"
  | "product"
  | "file"
  | "proposal"
  | "note"
  | "message";

/** What a cell sends, relative to the party's own company (`/api/companies/{its id}`). */
type Request = [method: "GET" | "POST" | "DELETE", path: () => string, body?: unknown];

const read: Record<Entity, Request> = {
  "risk package": ["GET", () => `/risks/${ids.policy}`],
  transaction: ["GET", () => `/risks/${ids.policy}/policy-changes`],
  claim: ["GET", () => `/claims/${ids.claim}`],
  incident: ["GET", () => `/incidents`],
  "claim document": ["GET", () => `/claims/${ids.claim}/documents`],
  "binding agreement": ["GET", () => `/binding-agreements/${ids.agreement}`],
  bordereau: ["GET", () => `/bordereaux`],
  product: ["GET", () => `/products/${ids.product}`],
  file: ["GET", () => `/risks/${ids.policy}/files`],
  proposal: ["GET", () => `/risks/${ids.policy}/proposals`],
  note: ["GET", () => `/risks/${ids.policy}/notes`],
  message: ["GET", () => `/risks/${ids.policy}/messages`],
};

const change: Partial<Record<Entity, Request>> = {
  "risk package": ["POST", () => `/risks/${ids.draft}/submit`, {}],
  transaction: ["POST", () => `/risks/${ids.quote}/bind`, { declaration: true }],
  claim: ["POST", () => `/claims/${ids.claim}/status`, { status: "open" }],
  "binding agreement": ["DELETE", () => `/binding-agreements/${ids.agreement}`],
  product: ["POST", () => `/products/${ids.product}/archive`, {}],
  note: ["POST", () => `/risks/${ids.policy}/notes`, { body: "Matrix note" }],
  message: ["POST", () => `/risks/${ids.policy}/messages`, { body: "Matrix message" }],
};

type Expect = 200 | 201 | 403 | 404;
type Row = Partial<Record<Entity, Expect | [Expect, string]>>;

/**
 * The cells that hold today. A change that succeeds changes the book, so the allowed changes
 * are the last cells walked (see `allowedChanges`).
 */
const reads: Record<Party, Row> = {
  broker: {
    "risk package": 200,
    transaction: 200,
    claim: 200,
    incident: [403, "incidents are a legal firm's and an underwriter's"],
    "claim document": [200, "its own and those shared with it (claims/documents.test.ts shares)"],
    "binding agreement": 404,
    product: 404,
    file: [404, "the risk's files are the underwriter's"],
    proposal: 200,
    note: [404, "notes are the underwriter's own"],
    message: 200,
  },
  viewOnly: {
    "risk package": 200,
    transaction: 200,
    claim: 200,
    "claim document": 200,
    "binding agreement": 404,
    bordereau: [403, "bordereaux need more than viewing risks"],
    product: 404,
    note: 404,
    message: 200,
  },
  underwriter: {
    "risk package": 200,
    transaction: 200,
    claim: 200,
    incident: 200,
    "claim document": 200,
    "binding agreement": 200,
    bordereau: 200,
    product: 200,
    file: 200,
    proposal: 200,
    note: 200,
    message: 200,
  },
  insurer: {
    "risk package": [200, "bound under an agreement it carries"],
    transaction: 200,
    claim: [200, "under an agreement it carries"],
    "claim document": 200,
    "binding agreement": 200,
    bordereau: 200,
    product: [200, "written under an agreement it carries"],
    note: [404, "never the underwriter's notes, on a risk it reads"],
    message: [404, "never the messages between broker and underwriter, on a risk it reads"],
  },
  legal: {
    "risk package": [403, "the risks area is closed to a legal firm"],
    claim: 200,
    incident: 200,
    "claim document": 200,
    "binding agreement": 404,
    product: [403, "the products area is closed to a legal firm"],
    note: 403,
    message: 403,
  },
  client: {
    "risk package": [404, "the client reads its policy under /client-policies (below)"],
    claim: 200,
    incident: [403, "an incident is not yet a claim: the client sees claims"],
    "claim document": [200, "those shared with it (below)"],
    "binding agreement": 404,
    bordereau: [403, "bordereaux are the agency's and the insurer's"],
    product: 404,
    note: 404,
    message: 404,
  },
  system: {
    "risk package": 200,
    transaction: 200,
    claim: 200,
    incident: 200,
    "claim document": 200,
    note: 200,
    message: 200,
  },
  stranger: {
    "risk package": 404,
    transaction: 404,
    claim: 404,
    "claim document": 404,
    "binding agreement": 404,
    product: 404,
    file: 404,
    proposal: 404,
    note: 404,
    message: 404,
  },
};

/** Changes refused: visible but not allowed (403) or invisible (404). */
const refusedChanges: Partial<Record<Party, Row>> = {
  viewOnly: {
    "risk package": [403, "a view-only role changes nothing"],
    transaction: [403, "a view-only role binds nothing"],
    claim: 403,
    message: [403, "a view-only role sends no messages"],
  },
  broker: {
    "binding agreement": [403, "managing binding agreements needs ManageBindingAgreements"],
    product: [403, "managing products needs ManageProducts"],
    note: 404,
  },
  insurer: {
    "risk package": [404, "a draft is not bound under its agreement: invisible to it"],
    transaction: [404, "a quote is not bound under its agreement: invisible to it"],
    claim: [403, "the underwriter moves a claim's status"],
    "binding agreement": [403, "the agency manages the agreement; the insurer reads it"],
    product: [403, "the agency manages its products"],
  },
  legal: {
    claim: [403, "the underwriter moves a claim's status"],
    "risk package": 403,
  },
  client: {
    claim: [403, "the underwriter moves a claim's status"],
    "risk package": 404,
    transaction: 404,
  },
  stranger: {
    "risk package": 404,
    transaction: 404,
    claim: 404,
    note: 404,
    message: 404,
  },
};

/** Changes allowed, walked last (each changes the book once). */
const allowedChanges: [Party, Entity, 200 | 201][] = [
  ["underwriter", "note", 201],
  ["broker", "message", 201],
  ["underwriter", "message", 201],
  ["broker", "risk package", 200],
  ["broker", "transaction", 200],
];

const expected = (cell: Expect | [Expect, string]) =>
  Array.isArray(cell) ? { status: cell[0], why: cell[1] } : { status: cell, why: "" };

async function answer(party: Party, [method, path, body]: Request) {
  const { client, base } = as[party];
  const url = `${base}${path()}`;
  const response =
    method === "GET"
      ? await client.get(url)
      : method === "POST"
        ? await client.post(url, body)
        : await client.delete(url);
  return response.status;
}

function walk(rows: Partial<Record<Party, Row>>, action: "read" | "change") {
  for (const [party, row] of Object.entries(rows) as [Party, Row][]) {
    for (const [entity, cell] of Object.entries(row) as [Entity, Expect | [Expect, string]][]) {
      const { status, why } = expected(cell);
      const name = `${party} ${action} ${entity}`;
      const request = action === "read" ? read[entity] : change[entity];
      if (!request) throw new Error(`no request for ${action} ${entity}`);
      it(`${name}: ${status}${why ? ` (${why})` : ""}`, async () => {
        const got = await answer(party, request);
        expect(got).toBe(status);
      });
    }
  }
}

describe("reads", () => walk(reads, "read"));
describe("what a read carries", () => {
  it("client read risk package: its policy and documents under /client-policies", async () => {
    const { client, base } = as.client;
    expect((await client.get(`${base}/client-policies/${ids.policy}`)).status).toBe(200);
    expect((await client.get(`${base}/client-policies/${ids.quote}`)).status).toBe(404);
  });
  it("client read claim: no reserves or payments, no legal advice in it", async () => {
    const { client, base } = as.client;
    const { body } = await client.get(`${base}/claims/${ids.claim}`);
    expect(body.totals).toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/"advice":"/);
    expect((await client.get(`${base}/claims/${ids.claim}/movements`)).status).toBe(403);
  });
  it("viewOnly read risk package: every change flag false (it reads its company's emails)", async () => {
    const { client, base } = as.viewOnly;
    const { body } = await client.get(`${base}/risks/${ids.policy}`);
    const granted = Object.entries(body.can as Record<string, boolean>).filter(([, on]) => on);
    expect(granted).toEqual([["readEmails", true]]);
  });
  it("insurer read risk package: every `can` flag false (read-only)", async () => {
    const { client, base } = as.insurer;
    const { body } = await client.get(`${base}/risks/${ids.policy}`);
    const granted = Object.entries(body.can as Record<string, boolean>).filter(([, on]) => on);
    expect(granted).toEqual([]);
  });
});
describe("changes refused", () => walk(refusedChanges, "change"));
describe("changes allowed", () => {
  for (const [party, entity, status] of allowedChanges) {
    it(`${party} change ${entity}: ${status}`, async () => {
      expect(await answer(party, change[entity]!)).toBe(status);
    });
  }
});
