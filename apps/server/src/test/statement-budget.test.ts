/**
 * The SQL statements each main read costs: a signed-in read resolves its user in one
 * statement, or in none once the actor cache holds its session; cheap reads stay within 2; and no
 * list costs more statements for more rows.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignmentRules } from "../modules/assignment-rules/tables.ts";
import { bindingAgreements } from "../modules/binding-agreements/tables.ts";
import { claimFeeSubmissions, claimMovements, claims } from "../modules/claims/tables.ts";
import { companies, companyTags, roles, userCompanyRoles } from "../modules/companies/tables.ts";
import { invitations } from "../modules/invitations/tables.ts";
import { notifications } from "../modules/notifications/tables.ts";
import { productPackageAddOns, productPackages } from "../modules/product-packages/tables.ts";
import { productToday } from "../modules/risks/fixtures.ts";
import { riskMessages, riskNotes, riskPackages } from "../modules/risks/tables.ts";
import { syndicates } from "../modules/syndicates/tables.ts";
import { underwritingStatuses } from "../modules/underwriting-statuses/tables.ts";
import { users } from "../modules/users/tables.ts";
import { auditLog } from "../platform/audit/tables.ts";
import { countStatements } from "../platform/db/statements.ts";
import { createTestApp, type TestApp } from "./app.ts";
import type { TestClient } from "./client.ts";
import { companyIdOf, demoMarket } from "./market.ts";
import { insertRiskPackage } from "./workflow-fixtures.ts";

let t: TestApp;
let admin: TestClient;
let broker: TestClient;
let underwriter: TestClient;
let harbourside: number;
let coastal: number;
let brokerId: number;
let riskId: number;
let packageId: number;
let riskPackageId: number;
let insurer: TestClient;
let greatSouthern: number;
let agreementId: number;
let periodId: number;
let mainProductId: number;

beforeAll(async () => {
  t = await createTestApp();
  const market = await demoMarket(t);
  [admin, broker, underwriter] = await Promise.all([
    market.signIn("admin@demo.test"),
    market.signIn("broker@demo.test"),
    market.signIn("underwriter@demo.test"),
  ]);
  harbourside = await market.companyId("harbourside");
  coastal = await market.companyId("coastal");
  brokerId = (await broker.get("/api/user")).body.id;
  const available = await broker.get(`/api/companies/${harbourside}/available-packages`);
  const offered = available.body.data.find(
    (p: { underwriter: { id: number } }) => p.underwriter.id === coastal,
  );
  packageId = offered.id;
  mainProductId = offered.mainProduct.id;
  const risk = await broker.post(`/api/companies/${harbourside}/risks`, {
    productPackageId: packageId,
    inceptionDate: productToday(),
    termMonths: 12,
    insured: { name: "Budget Insured", address: { state: "NSW", country: "AU" } },
    answers: {},
    addOns: [{ productId: offered.addOns[0].id, answers: {} }],
  });
  expect(risk.status).toBe(201);
  riskId = risk.body.id;
  riskPackageId = (
    await insertRiskPackage(t.db, {
      companyId: coastal,
      brokerCompanyId: harbourside,
      brokerUserId: brokerId,
    })
  ).id;
  insurer = await market.signIn("insurer@demo.test");
  greatSouthern = await market.companyId("greatsouthern");
  const agreements = await underwriter.get(`/api/companies/${coastal}/binding-agreements`);
  agreementId = agreements.body.data[0].id;
  const periods = await underwriter.get(
    `/api/companies/${coastal}/binding-agreements/${agreementId}/periods`,
  );
  periodId = periods.body.data[0].id;
});

const panelUrl = (part: string) =>
  `/api/companies/${coastal}/risks/${riskPackageId}/${part}?perPage=100`;
afterAll(() => t.close());

/**
 * The statements one GET costs, after a first call has warmed any one-off work (and cached the
 * session); `cold` empties the actor cache first, so the session is resolved from the database.
 */
async function statementsOf(client: TestClient, url: string, { cold = false } = {}) {
  await client.request("GET", url);
  if (cold) await t.app.actorCache.invalidate();
  const { result, statements } = await countStatements(() => client.request("GET", url));
  expect(result.status, `${url}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(200);
  return { statements, body: result.body };
}

/** The company files' root folder, for the folder read. */
let rootFolderId: number;
beforeAll(async () => {
  rootFolderId = (await underwriter.get(`/api/companies/${coastal}/directory`)).body.rootFolderId;
});

/** Each main read and its budget with the session resolved from the database (its one statement included). */
const cheapReads: [string, () => TestClient, () => string, number][] = [
  ["GET /api/user", () => broker, () => "/api/user", 1],
  ["GET /api/companies", () => broker, () => "/api/companies", 2],
  ["company detail", () => broker, () => `/api/companies/${harbourside}`, 2],
  ["notifications", () => broker, () => `/api/user/notifications?companyId=${harbourside}`, 2],
  ["invitations", () => broker, () => `/api/companies/${harbourside}/invitations`, 2],
  ["company users", () => broker, () => `/api/companies/${harbourside}/users`, 2],
  ["tags", () => broker, () => `/api/companies/${harbourside}/tags`, 3],
  ["brokerages", () => broker, () => `/api/companies/${harbourside}/brokerages`, 2],
  ["roles", () => broker, () => `/api/companies/${harbourside}/roles`, 4],
  ["all users", () => admin, () => "/api/users", 3],
  // The main products' published versions: each package's "today" in its product's time zone.
  ["product packages", () => underwriter, () => `/api/companies/${coastal}/product-packages`, 6],
  ["available packages", () => broker, () => `/api/companies/${harbourside}/available-packages`, 6],
  ["one risk (broker)", () => broker, () => `/api/companies/${harbourside}/risks/${riskId}`, 6],
  [
    "one risk (underwriter)",
    () => underwriter,
    () => `/api/companies/${coastal}/risks/${riskId}`,
    6,
  ],
  [
    "risk documents",
    () => broker,
    () => `/api/companies/${harbourside}/risks/${riskId}/documents`,
    // The page, open generations and the events the products issue documents on.
    5,
  ],
  [
    "policy changes of one risk (broker)",
    () => broker,
    () => `/api/companies/${harbourside}/risks/${riskId}/policy-changes`,
    5,
  ],
  [
    "policy changes of one risk (underwriter)",
    () => underwriter,
    () => `/api/companies/${coastal}/risks/${riskId}/policy-changes`,
    5,
  ],
  [
    "underwriting statuses",
    () => underwriter,
    () => `/api/companies/${coastal}/underwriting-statuses`,
    2,
  ],
  ["assignment rules", () => underwriter, () => `/api/companies/${coastal}/assignment-rules`, 3],
  ["email templates", () => underwriter, () => `/api/companies/${coastal}/email-templates`, 2],
  ["company directory", () => underwriter, () => `/api/companies/${coastal}/directory`, 3],
  [
    "folder tree options",
    () => underwriter,
    () => `/api/companies/${coastal}/directory/folder-options`,
    3,
  ],
  ["one folder", () => underwriter, () => `/api/companies/${coastal}/folders/${rootFolderId}`, 4],
  // The renewal window: the agency's invitation days and the product's today (two statements).
  [
    "renewal history",
    () => broker,
    () => `/api/companies/${harbourside}/risks/${riskId}/renewals`,
    7,
  ],
  [
    "proposals of a risk",
    () => broker,
    () => `/api/companies/${harbourside}/risks/${riskId}/proposals`,
    3,
  ],
  ["renewal settings", () => underwriter, () => `/api/companies/${coastal}/renewal-settings`, 2],
  ["risk notes", () => underwriter, () => panelUrl("notes"), 4],
  ["risk messages", () => underwriter, () => panelUrl("messages"), 5],
  ["risk timeline", () => underwriter, () => panelUrl("timeline"), 4],
  [
    "risk endorsements",
    () => underwriter,
    () => `/api/companies/${coastal}/risks/${riskId}/endorsements?perPage=100`,
    3,
  ],
  [
    "endorsements to attach",
    () => underwriter,
    () =>
      `/api/companies/${coastal}/risks/${riskId}/endorsements/available?perPage=100&productId=${mainProductId}`,
    4,
  ],
  ["syndicates", () => underwriter, () => `/api/companies/${coastal}/syndicates`, 3],
  ["risk codes", () => underwriter, () => `/api/companies/${coastal}/risk-codes`, 4],
  [
    "binding agreements",
    () => underwriter,
    () => `/api/companies/${coastal}/binding-agreements`,
    5,
  ],
  [
    "agreements an insurer carries",
    () => insurer,
    () => `/api/companies/${greatSouthern}/binding-agreements`,
    5,
  ],
  [
    "binding agreement",
    () => underwriter,
    () => `/api/companies/${coastal}/binding-agreements/${agreementId}`,
    3,
  ],
  [
    "agreement periods",
    () => underwriter,
    () => `/api/companies/${coastal}/binding-agreements/${agreementId}/periods`,
    4,
  ],
  [
    "agreement period",
    () => insurer,
    () => `/api/companies/${greatSouthern}/binding-agreements/${agreementId}/periods/${periodId}`,
    7,
  ],
  [
    "bound premium against section limits (insurer)",
    () => insurer,
    () => `/api/companies/${greatSouthern}/binding-agreements/${agreementId}/usage`,
    5,
  ],
  [
    "bordereaux: agreements an insurer manages",
    () => insurer,
    () => `/api/companies/${greatSouthern}/bordereaux`,
    4,
  ],
  [
    "loss ratios of the agreements an insurer carries",
    () => insurer,
    () => `/api/companies/${greatSouthern}/bordereaux/loss-ratios`,
    6,
  ],
  ["risks an insurer carries", () => insurer, () => `/api/companies/${greatSouthern}/risks`, 4],
  ["claims an insurer carries", () => insurer, () => `/api/companies/${greatSouthern}/claims`, 3],
  [
    "bordereau live totals (one streamed read)",
    () => insurer,
    () => `/api/companies/${greatSouthern}/bordereaux/${agreementId}?periodId=${periodId}`,
    7,
  ],
  [
    "bound-policy report (one streamed read)",
    () => underwriter,
    () =>
      `/api/companies/${coastal}/report/bound-policies?date_from=${Date.parse("2026-01-01") / 1000}&date_to=${Math.floor(Date.now() / 86_400_000) * 86_400 + 86_399}`,
    2,
  ],
  [
    "placement options",
    () => underwriter,
    () => `/api/companies/${coastal}/binding-agreements/placement-options`,
    3,
  ],
  [
    "document templates",
    () => underwriter,
    () => `/api/companies/${coastal}/document-templates`,
    2,
  ],
  ["email templates", () => underwriter, () => `/api/companies/${coastal}/email-templates`, 2],
  ["company directory", () => underwriter, () => `/api/companies/${coastal}/directory`, 3],
  ["claims", () => underwriter, () => `/api/companies/${coastal}/claims`, 3],
  ["claim counts", () => underwriter, () => `/api/companies/${coastal}/claims/counts`, 2],
  ["incidents", () => underwriter, () => `/api/companies/${coastal}/incidents`, 3],
  [
    "folder-tree options",
    () => underwriter,
    () => `/api/companies/${coastal}/directory/folder-options`,
    3,
  ],
];

describe("cheap reads", () => {
  it.each(cheapReads)("%s stays within its budget", async (_name, client, url, budget) => {
    const { statements } = await statementsOf(client(), url(), { cold: true });
    expect(statements.length, statements.join("\n---\n")).toBeLessThanOrEqual(budget);
    expect(statements[0]).toContain('from "sessions"');
  });

  it.each(cheapReads)(
    "%s costs one statement less from the actor cache",
    async (_name, client, url, budget) => {
      const { statements } = await statementsOf(client(), url());
      expect(statements.length, statements.join("\n---\n")).toBeLessThanOrEqual(budget - 1);
      expect(statements.join("\n")).not.toContain('from "sessions"');
    },
  );
});

/** `n` claims on the underwriter's package, each with a legal firm and a movement. */
async function moreClaims(n: number) {
  const stamp = `${Date.now()}-${Math.random()}`;
  const legal = await companyIdOf(t.db, "bankshale");
  const added = await t.db
    .insert(claims)
    .values(
      Array.from({ length: n }, (_, i) => ({
        reference: `BUDGET-${stamp}-${i}`,
        status: "open",
        companyId: coastal,
        brokerCompanyId: harbourside,
        riskPackageId,
        legalCompanyId: legal,
        dateOfLoss: "2026-07-02",
        dateFirstAdvised: "2026-07-03",
        description: `Budget claim ${i}`,
      })),
    )
    .returning({ id: claims.id });
  await t.db.insert(claimMovements).values(
    added.map(({ id }) => ({
      claimId: id,
      kind: "reserve",
      category: "indemnity",
      amount: "100.00",
      paidChange: "0.00",
      outstandingChange: "100.00",
      movementDate: "2026-07-03",
      companyId: coastal,
    })),
  );
}

/** A claim the legal firm was appointed to, made on the first call, with `n` more fee submissions. */
let feeClaimId = 0;
async function moreFeeSubmissions(n: number) {
  const legal = await companyIdOf(t.db, "bankshale");
  if (feeClaimId === 0) {
    const [claim] = await t.db
      .insert(claims)
      .values({
        reference: `BUDGET-FEES-${Date.now()}`,
        status: "open",
        companyId: coastal,
        brokerCompanyId: harbourside,
        riskPackageId,
        legalCompanyId: legal,
        dateOfLoss: "2026-07-02",
        dateFirstAdvised: "2026-07-03",
        description: "Budget claim with fees",
      })
      .returning({ id: claims.id });
    feeClaimId = claim!.id;
  }
  await t.db.insert(claimFeeSubmissions).values(
    Array.from({ length: n }, (_, i) => ({
      claimId: feeClaimId,
      legalCompanyId: legal,
      amount: "100.00",
      description: `Budget fee ${i}`,
    })),
  );
}

/** Each list, and how to give it `n` more rows. */
const lists: [string, () => TestClient, () => string, (n: number) => Promise<void>][] = [
  [
    "claim fee submissions",
    () => underwriter,
    () => `/api/companies/${coastal}/claims/${feeClaimId}/fees?perPage=100`,
    moreFeeSubmissions,
  ],
  [
    "companies (system company)",
    () => admin,
    () => "/api/companies?perPage=100",
    async (n) => {
      const stamp = Date.now();
      await t.db.insert(companies).values(
        Array.from({ length: n }, (_, i) => ({
          name: `Budget Co ${stamp}-${i}`,
          handle: `budget-${stamp}-${i}`,
          refCompanyTypeId: 1,
          isActive: true,
        })),
      );
    },
  ],
  [
    "notifications",
    () => broker,
    () => `/api/user/notifications?companyId=${harbourside}&perPage=100`,
    async (n) => {
      await t.db.insert(notifications).values(
        Array.from({ length: n }, (_, i) => ({
          userId: brokerId,
          companyId: harbourside,
          type: "budget",
          data: { message: `Budget ${i}` },
        })),
      );
    },
  ],
  [
    "invitations",
    () => broker,
    () => `/api/companies/${harbourside}/invitations?perPage=100`,
    async (n) => {
      const [role] = await t.db.select().from(roles).where(eq(roles.companyId, harbourside));
      const stamp = Date.now();
      await t.db.insert(invitations).values(
        Array.from({ length: n }, (_, i) => ({
          companyId: harbourside,
          roleId: role!.id,
          email: `budget-${stamp}-${i}@example.test`,
          tokenHash: `budget-${stamp}-${i}`,
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      );
    },
  ],
  [
    "company users",
    () => broker,
    () => `/api/companies/${harbourside}/users?perPage=100`,
    async (n) => {
      const [role] = await t.db.select().from(roles).where(eq(roles.companyId, harbourside));
      const stamp = Date.now();
      const added = await t.db
        .insert(users)
        .values(
          Array.from({ length: n }, (_, i) => ({
            name: `Budget User ${i}`,
            email: `budget-user-${stamp}-${i}@example.test`,
          })),
        )
        .returning();
      await t.db
        .insert(userCompanyRoles)
        .values(
          added.map((user) => ({ userId: user.id, companyId: harbourside, roleId: role!.id })),
        );
    },
  ],
  [
    "all users (system company)",
    () => admin,
    () => "/api/users?perPage=100",
    async (n) => {
      const stamp = Date.now();
      await t.db.insert(users).values(
        Array.from({ length: n }, (_, i) => ({
          name: `Budget Person ${i}`,
          email: `budget-person-${stamp}-${i}@example.test`,
        })),
      );
    },
  ],
  [
    "tags",
    () => broker,
    () => `/api/companies/${harbourside}/tags?perPage=100`,
    async (n) => {
      const stamp = Date.now();
      await t.db.insert(companyTags).values(
        Array.from({ length: n }, (_, i) => ({
          companyId: harbourside,
          name: `b-${stamp}-${i}`,
        })),
      );
    },
  ],
  [
    "roles",
    () => broker,
    () => `/api/companies/${harbourside}/roles?perPage=100`,
    async (n) => {
      const stamp = Date.now();
      await t.db.insert(roles).values(
        Array.from({ length: n }, (_, i) => ({
          companyId: harbourside,
          name: `Role ${stamp}-${i}`,
        })),
      );
    },
  ],
  [
    "risks (broker)",
    () => broker,
    () => `/api/companies/${harbourside}/risks?perPage=100&search=budget`,
    (n) => moreRisks(n),
  ],
  [
    "renewal history (terms of a chain)",
    () => broker,
    () => `/api/companies/${harbourside}/risks/${riskId}/renewals?perPage=100`,
    async (n) => {
      let previous = riskId;
      for (let i = 0; i < n; i++) {
        const term = await insertRiskPackage(t.db, {
          companyId: coastal,
          brokerCompanyId: harbourside,
        });
        await t.db
          .update(riskPackages)
          .set({ renewalOfRiskPackageId: previous })
          .where(eq(riskPackages.id, term.id));
        previous = term.id;
      }
    },
  ],
  [
    "claims (underwriter, searched)",
    () => underwriter,
    () => `/api/companies/${coastal}/claims?perPage=100&search=budget`,
    (n) => moreClaims(n),
  ],
  [
    "risks (underwriter, filtered)",
    () => underwriter,
    () => `/api/companies/${coastal}/risks?perPage=100&status=1&sort=-premium`,
    (n) => moreRisks(n),
  ],
  [
    "underwriting statuses",
    () => underwriter,
    () => `/api/companies/${coastal}/underwriting-statuses?perPage=100`,
    async (n) => {
      const stamp = Date.now();
      await t.db.insert(underwritingStatuses).values(
        Array.from({ length: n }, (_, i) => ({
          companyId: coastal,
          name: `Status ${stamp}-${i}`,
          colour: "#123456",
          position: 10 + i,
        })),
      );
    },
  ],
  [
    "assignment rules",
    () => underwriter,
    () => `/api/companies/${coastal}/assignment-rules?perPage=100`,
    async (n) => {
      const [uw] = await t.db.select().from(users).where(eq(users.email, "underwriter@demo.test"));
      await t.db.insert(assignmentRules).values(
        Array.from({ length: n }, (_, i) => ({
          companyId: coastal,
          name: `Rule ${i}`,
          position: i,
          conditions: {
            productIds: [],
            classIds: [],
            brokerCompanyIds: [],
            states: [],
            minGrossPremium: null,
            maxGrossPremium: null,
          },
          underwriterUserIds: [uw!.id],
        })),
      );
    },
  ],
  [
    "risk notes",
    () => underwriter,
    () => panelUrl("notes"),
    async (n) => {
      const [uw] = await t.db.select().from(users).where(eq(users.email, "underwriter@demo.test"));
      await t.db.insert(riskNotes).values(
        Array.from({ length: n }, (_, i) => ({
          riskPackageId,
          authorUserId: i % 2 === 0 ? uw!.id : null,
          body: `Note ${i}`,
        })),
      );
    },
  ],
  [
    "risk messages",
    () => underwriter,
    () => panelUrl("messages"),
    async (n) => {
      await t.db.insert(riskMessages).values(
        Array.from({ length: n }, (_, i) => ({
          riskPackageId,
          authorUserId: brokerId,
          authorCompanyId: i % 2 === 0 ? harbourside : coastal,
          body: `Message ${i}`,
        })),
      );
    },
  ],
  [
    "risk timeline",
    () => underwriter,
    () => panelUrl("timeline"),
    async (n) => {
      await t.db.insert(auditLog).values(
        Array.from({ length: n }, () => ({
          action: "riskPackage.noteAdded",
          userId: brokerId,
          companyId: coastal,
          subjectType: "risk_package",
          subjectId: String(riskPackageId),
        })),
      );
    },
  ],
  [
    "product packages",
    () => underwriter,
    () => `/api/companies/${coastal}/product-packages?perPage=100`,
    () => Promise.resolve(),
  ],
  [
    "syndicates",
    () => underwriter,
    () => `/api/companies/${coastal}/syndicates?perPage=100`,
    async (n) => {
      const stamp = Date.now();
      await t.db.insert(syndicates).values(
        Array.from({ length: n }, (_, i) => ({
          companyId: coastal,
          name: `Budget syndicate ${stamp}-${i}`,
          lloydsNumber: String(i + 1),
        })),
      );
    },
  ],
  [
    "binding agreements",
    () => underwriter,
    () => `/api/companies/${coastal}/binding-agreements?perPage=100`,
    (n) => moreAgreements(n),
  ],
  [
    "placement options",
    () => underwriter,
    () => `/api/companies/${coastal}/binding-agreements/placement-options`,
    (n) => moreAgreements(n),
  ],
  [
    "loss ratios (insurer)",
    () => insurer,
    () => `/api/companies/${greatSouthern}/bordereaux/loss-ratios?perPage=100`,
    (n) => moreAgreements(n),
  ],
  [
    "available packages",
    () => broker,
    () => `/api/companies/${harbourside}/available-packages?perPage=100`,
    () => Promise.resolve(),
  ],
];

/** `n` more risk packages placed by Harbourside with Coastal. */
async function moreRisks(n: number) {
  const stamp = Date.now();
  await t.db.insert(riskPackages).values(
    Array.from({ length: n }, (_, i) => ({
      companyId: coastal,
      brokerCompanyId: harbourside,
      brokerUserId: brokerId,
      productPackageId: packageId,
      reference: `BUDGET-${stamp}-${i}`,
      insured: { name: `Budget ${i}`, address: { country: "AU" as const } } as never,
      insuredName: `Budget ${i}`,
      inceptionDate: "2026-12-01",
      expiryDate: "2027-12-01",
      termMonths: 12,
    })),
  );
}

/** `n` more agreements of Coastal carried by the demo insurer. */
async function moreAgreements(n: number) {
  const stamp = Date.now();
  await t.db.insert(bindingAgreements).values(
    Array.from({ length: n }, (_, i) => ({
      companyId: coastal,
      name: `Budget binder ${stamp}-${i}`,
      managingInsurerCompanyId: greatSouthern,
      currency: "aud",
      timezone: "Australia/Sydney",
      uniqueMarketReference: `B${stamp}${i}`,
      agreementNumber: `BB-${i}`,
      validFrom: "2026-01-01",
      validTo: "2026-12-31",
    })),
  );
}

/** Copies the underwriter's first published package `n` times, add-ons included. */
async function morePackages(n: number) {
  const [model] = await t.db
    .select()
    .from(productPackages)
    .where(and(eq(productPackages.companyId, coastal), eq(productPackages.status, "published")));
  if (!model) throw new Error("the demo market has no published package");
  const addOns = await t.db
    .select()
    .from(productPackageAddOns)
    .where(eq(productPackageAddOns.packageId, model.id));
  const { id: _id, ...values } = model;
  const copies = await t.db
    .insert(productPackages)
    .values(Array.from({ length: n }, (_, i) => ({ ...values, name: `${model.name} ${i}` })))
    .returning();
  if (addOns.length > 0) {
    await t.db
      .insert(productPackageAddOns)
      .values(
        copies.flatMap((copy) =>
          addOns.map(({ productId, position }) => ({ packageId: copy.id, productId, position })),
        ),
      );
  }
}

describe("a list costs the same statements for 3 rows and for 30", () => {
  it.each(lists)("%s", async (_name, client, url, grow) => {
    const more = url().includes("packages") ? morePackages : grow;
    await more(3);
    const few = await statementsOf(client(), url());
    await more(27);
    const many = await statementsOf(client(), url());
    expect(many.body.data.length).toBeGreaterThanOrEqual(few.body.data.length + 27);
    expect(many.statements.length, many.statements.join("\n---\n")).toBe(few.statements.length);
  });
});
