/**
 * The SQL statements each main read costs (issue 10): a signed-in read resolves its user in one
 * statement, cheap reads stay within 2, and no list costs more statements for more rows.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, companyTags, roles, userCompanyRoles } from "../modules/companies/tables.ts";
import { invitations } from "../modules/invitations/tables.ts";
import { notifications } from "../modules/notifications/tables.ts";
import { productPackageAddOns, productPackages } from "../modules/product-packages/tables.ts";
import { users } from "../modules/users/tables.ts";
import { countStatements } from "../platform/db/statements.ts";
import { createTestApp, type TestApp } from "./app.ts";
import type { TestClient } from "./client.ts";
import { demoMarket } from "./market.ts";

let t: TestApp;
let admin: TestClient;
let broker: TestClient;
let underwriter: TestClient;
let harbourside: number;
let coastal: number;
let brokerId: number;

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
});
afterAll(() => t.close());

/** The statements one GET costs, after a first call has warmed any one-off work. */
async function statementsOf(client: TestClient, url: string) {
  await client.request("GET", url);
  const { result, statements } = await countStatements(() => client.request("GET", url));
  expect(result.status, `${url}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(200);
  return { statements, body: result.body };
}

/** Each main read and its budget (the user's own statement included). */
const cheapReads: [string, () => TestClient, () => string, number][] = [
  ["GET /api/user", () => broker, () => "/api/user", 1],
  ["GET /api/companies", () => broker, () => "/api/companies", 2],
  ["company detail", () => broker, () => `/api/companies/${harbourside}`, 2],
  ["notifications", () => broker, () => `/api/user/notifications?companyId=${harbourside}`, 2],
  ["invitations", () => broker, () => `/api/companies/${harbourside}/invitations`, 2],
  ["company users", () => broker, () => `/api/companies/${harbourside}/users`, 2],
  ["tags", () => broker, () => `/api/companies/${harbourside}/tags`, 3],
  ["roles", () => broker, () => `/api/companies/${harbourside}/roles`, 4],
  ["all users", () => admin, () => "/api/users", 3],
  ["product packages", () => underwriter, () => `/api/companies/${coastal}/product-packages`, 5],
  ["available packages", () => broker, () => `/api/companies/${harbourside}/available-packages`, 6],
  [
    "document templates",
    () => underwriter,
    () => `/api/companies/${coastal}/document-templates`,
    2,
  ],
  ["email templates", () => underwriter, () => `/api/companies/${coastal}/email-templates`, 2],
  ["company directory", () => underwriter, () => `/api/companies/${coastal}/directory`, 3],
  [
    "folder-tree options",
    () => underwriter,
    () => `/api/companies/${coastal}/directory/folder-options`,
    3,
  ],
];

describe("cheap reads", () => {
  it.each(cheapReads)("%s stays within its budget", async (_name, client, url, budget) => {
    const { statements } = await statementsOf(client(), url());
    expect(statements.length, statements.join("\n---\n")).toBeLessThanOrEqual(budget);
  });
});

/** Each list, and how to give it `n` more rows. */
const lists: [string, () => TestClient, () => string, (n: number) => Promise<void>][] = [
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
    "product packages",
    () => underwriter,
    () => `/api/companies/${coastal}/product-packages?perPage=100`,
    () => Promise.resolve(),
  ],
  [
    "available packages",
    () => broker,
    () => `/api/companies/${harbourside}/available-packages?perPage=100`,
    () => Promise.resolve(),
  ],
];

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
