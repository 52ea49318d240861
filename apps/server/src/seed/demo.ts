import { CompanyType, Permission, PRODUCT_NAME } from "@platform/domain";
import { count } from "drizzle-orm";
import { brokerages, companies } from "../modules/companies/tables.ts";
import { seedDemoDocumentTemplates } from "../modules/document-templates/index.ts";
import { createNotification } from "../modules/notifications/notify.ts";
import { seedDemoDesigns } from "../modules/product-designer/seed.ts";
import { demoCatalogues, seedDemoCatalogue } from "../modules/products/seed.ts";
import type { Db } from "../platform/db/index.ts";
import { seedDemoAgreement } from "./demo-agreements.ts";
import { linkDemoDocumentTemplates } from "./demo-documents.ts";
import { seedDemoEmailTemplates } from "./demo-emails.ts";
import { seedDemoAssignmentRule, seedDemoWorkflow } from "./demo-workflow.ts";
import {
  assignRole,
  type CompanyInput,
  createAdministratorRole,
  createCompany,
  createRole,
  createUser,
  ensureCompanyTypePermissions,
} from "./factories.ts";

/** Every demo user signs in with this password (listed in the README). */
export const DEMO_PASSWORD = "Demo-Password-1!";

export const demoCompanies = {
  system: {
    name: "Slipway Operations",
    handle: "ops",
    refCompanyTypeId: CompanyType.System,
    legalName: "Slipway Platform Pty Ltd",
    state: "NSW",
    city: "Sydney",
  },
  harbourside: {
    name: "Harbourside Insurance Brokers",
    handle: "harbourside",
    refCompanyTypeId: CompanyType.Broker,
    registrationType: 1,
    registrationNumber: "51824753556",
    addressLine1: "1 Macquarie Place",
    city: "Sydney",
    state: "NSW",
    postcode: "2000",
    website: "https://harbourside.example.com.au",
    yearEstablished: 1998,
    headerTextColour: "#ffffff",
  },
  southernCross: {
    name: "Southern Cross Brokers",
    handle: "southerncross",
    refCompanyTypeId: CompanyType.Broker,
    addressLine1: "120 Collins Street",
    city: "Melbourne",
    state: "VIC",
    postcode: "3000",
    yearEstablished: 2006,
  },
  coastal: {
    name: "Coastal Underwriting Agency",
    handle: "coastal",
    refCompanyTypeId: CompanyType.Underwriter,
    addressLine1: "300 Queen Street",
    city: "Brisbane",
    state: "QLD",
    postcode: "4000",
    yearEstablished: 2011,
  },
  summit: {
    name: "Summit Specialty Underwriting",
    handle: "summit",
    refCompanyTypeId: CompanyType.Underwriter,
    addressLine1: "1 Shortland Street",
    city: "Auckland",
    country: "NZ",
    currency: "nzd",
    yearEstablished: 2015,
  },
  greatSouthern: {
    name: "Great Southern Insurance",
    handle: "greatsouthern",
    refCompanyTypeId: CompanyType.Insurer,
    addressLine1: "91 King William Street",
    city: "Adelaide",
    state: "SA",
    postcode: "5000",
    yearEstablished: 1924,
  },
  banksHale: {
    name: "Banks & Hale Lawyers",
    handle: "bankshale",
    refCompanyTypeId: CompanyType.Legal,
    addressLine1: "240 St Georges Terrace",
    city: "Perth",
    state: "WA",
    postcode: "6000",
    yearEstablished: 1987,
  },
  kookaburra: {
    name: "Kookaburra Engineering",
    handle: "kookaburra",
    refCompanyTypeId: CompanyType.Client,
    legalName: "Kookaburra Engineering Pty Ltd",
    city: "Hobart",
    state: "TAS",
    postcode: "7000",
    yearEstablished: 2003,
  },
} satisfies Record<string, CompanyInput>;

type DemoCompanyKey = keyof typeof demoCompanies;

/** Demo logins: email → who they are. The README lists the same table. */
export const demoUsers: {
  email: string;
  name: string;
  companies: DemoCompanyKey[];
  role?: "limited";
}[] = [
  { email: "admin@demo.test", name: "Alex Operator", companies: ["system"] },
  { email: "broker@demo.test", name: "Bianca Broker", companies: ["harbourside"] },
  { email: "broker2@demo.test", name: "Sam Southern", companies: ["southernCross"] },
  { email: "underwriter@demo.test", name: "Uma Underwriter", companies: ["coastal"] },
  { email: "underwriter2@demo.test", name: "Noah Summit", companies: ["summit"] },
  { email: "insurer@demo.test", name: "Isla Insurer", companies: ["greatSouthern"] },
  { email: "legal@demo.test", name: "Leo Legal", companies: ["banksHale"] },
  { email: "client@demo.test", name: "Chloe Client", companies: ["kookaburra"] },
  { email: "multi@demo.test", name: "Morgan Multi", companies: ["harbourside", "coastal"] },
  {
    email: "assistant@demo.test",
    name: "Ari Assistant",
    companies: ["harbourside"],
    role: "limited",
  },
];

/** The market's first users, on an empty database. Safe to run again: it adds nothing twice. */
export async function seedDemoMarket(db: Db) {
  await ensureCompanyTypePermissions(db);
  const [{ companyCount } = { companyCount: 0 }] = await db
    .select({ companyCount: count() })
    .from(companies);
  if (companyCount > 0) return { seeded: false };

  await db.transaction(async (tx) => {
    const created = {} as Record<DemoCompanyKey, Awaited<ReturnType<typeof createCompany>>>;
    const adminRoles = {} as Record<DemoCompanyKey, Awaited<ReturnType<typeof createRole>>>;
    for (const [key, input] of Object.entries(demoCompanies) as [DemoCompanyKey, CompanyInput][]) {
      created[key] = await createCompany(tx, input);
      adminRoles[key] = await createAdministratorRole(tx, created[key]);
    }
    const assistantRole = await createRole(tx, created.harbourside, "Account assistant", [
      Permission.ViewRisks,
    ]);
    await createRole(tx, created.coastal, "Underwriter", [
      Permission.ManageRisks,
      Permission.ViewRisks,
      Permission.ManageClauses,
    ]);

    // Broker connections: Harbourside places with both underwriters, Southern Cross with Coastal.
    for (const [broker, underwriter] of [
      ["harbourside", "coastal"],
      ["harbourside", "summit"],
      ["southernCross", "coastal"],
    ] as const) {
      await tx.insert(brokerages).values({
        brokerCompanyId: created[broker].id,
        underwriterCompanyId: created[underwriter].id,
      });
    }

    // The product catalogue: one published product per insurance class, endorsements and a package.
    await seedDemoCatalogue(tx, created.coastal.id, demoCatalogues.coastal);
    await seedDemoCatalogue(tx, created.summit.id, demoCatalogues.summit);
    // Rating designs for the seeded PI and motor products (forms, datasets, formulas, rules).
    await seedDemoDesigns(tx, created.coastal.id);
    await seedDemoDesigns(tx, created.summit.id);
    // Workflow configuration: the underwriting statuses of the risks board.
    await seedDemoWorkflow(tx, created.coastal.id);
    await seedDemoWorkflow(tx, created.summit.id);
    // Document templates: the PI and motor schedules.
    const coastalTemplates = await seedDemoDocumentTemplates(tx, created.coastal.id);
    await linkDemoDocumentTemplates(tx, created.coastal.id, coastalTemplates);
    // Email templates sent on quote, bind, adjustment, cancellation, reinstatement and renewal
    // invitation.
    await seedDemoEmailTemplates(tx, created.coastal.id, coastalTemplates);

    const userIds = new Map<string, number>();
    for (const demo of demoUsers) {
      const user = await createUser(tx, {
        name: demo.name,
        email: demo.email,
        password: DEMO_PASSWORD,
      });
      userIds.set(demo.email, user.id);
      for (const key of demo.companies) {
        await assignRole(tx, user.id, demo.role === "limited" ? assistantRole : adminRoles[key]);
        await createNotification(tx, {
          userId: user.id,
          companyId: created[key].id,
          type: "welcome",
          message: `Welcome to ${created[key].name} on ${PRODUCT_NAME}.`,
          frontendUrl: "/account",
        });
      }
    }

    // Binding agreements the demo insurer carries, each with a published period.
    const underwritersOf = (key: DemoCompanyKey) =>
      demoUsers.filter((demo) => demo.companies.includes(key)).map((d) => userIds.get(d.email)!);
    for (const [key, label, umr] of [
      ["coastal", "Coastal", "B0507COASTALPL"],
      ["summit", "Summit", "B0507SUMMITPL"],
    ] as const) {
      await seedDemoAgreement(tx, {
        agencyId: created[key].id,
        insurerId: created.greatSouthern.id,
        label,
        umr,
        underwriterUserIds: underwritersOf(key),
        now: new Date(),
      });
    }
    // Referrals auto-assign (the demo products say so): Coastal's to Uma, Summit's to Noah.
    await seedDemoAssignmentRule(tx, created.coastal.id, [userIds.get("underwriter@demo.test")!]);
    await seedDemoAssignmentRule(tx, created.summit.id, [userIds.get("underwriter2@demo.test")!]);
  });
  return { seeded: true };
}
