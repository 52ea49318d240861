/**
 * A small book of business for the demo, so a visitor's first look at Risks, the dashboards,
 * claims and the insurer's bordereaux is not empty: Harbourside's broker places six
 * professional indemnity risks with Coastal through the real API (the same checks, rating,
 * documents and emails as a person clicking): three bound, one quoted, one referred to the
 * underwriter, one draft; a claim is notified on the first policy and it is linked to its
 * client. Run once, right after the demo market is first seeded (`npm start`); the browser
 * journeys start without it (DEMO_BOOK=false) so their counts stay their own.
 */
import type { FastifyInstance } from "fastify";
import { findCompanyByHandle } from "../modules/companies/index.ts";
import { todayIn } from "../modules/rating/index.ts";
import type { Db } from "../platform/db/index.ts";
import { InjectClient } from "../platform/http/inject-client.ts";
import { DEMO_PASSWORD } from "./demo.ts";

interface Placement {
  insured: string;
  profession: "accountant" | "architect" | "engineer" | "it" | "lawyer";
  revenue: number;
  limit: "1000000" | "2000000";
  city: string;
  state: string;
  postcode: string;
  /** How far it goes: bound, quoted (awaiting the broker), referred (with the underwriter), draft. */
  stage: "bound" | "quoted" | "referred" | "draft";
}

const book: Placement[] = [
  {
    insured: "Kookaburra Engineering Pty Ltd",
    profession: "engineer",
    revenue: 1_200_000,
    limit: "2000000",
    city: "Sydney",
    state: "NSW",
    postcode: "2000",
    stage: "bound",
  },
  {
    insured: "Banksia Architects Pty Ltd",
    profession: "architect",
    revenue: 2_400_000,
    limit: "2000000",
    city: "Melbourne",
    state: "VIC",
    postcode: "3000",
    stage: "bound",
  },
  {
    insured: "Waratah Accounting Group",
    profession: "accountant",
    revenue: 850_000,
    limit: "1000000",
    city: "Brisbane",
    state: "QLD",
    postcode: "4000",
    stage: "bound",
  },
  {
    insured: "Lyrebird IT Consulting",
    profession: "it",
    revenue: 620_000,
    limit: "1000000",
    city: "Adelaide",
    state: "SA",
    postcode: "5000",
    stage: "quoted",
  },
  {
    insured: "Jacaranda Legal",
    profession: "lawyer",
    revenue: 3_100_000,
    limit: "2000000",
    city: "Perth",
    state: "WA",
    postcode: "6000",
    stage: "referred",
  },
  {
    insured: "Wombat Surveying",
    profession: "engineer",
    revenue: 400_000,
    limit: "1000000",
    city: "Hobart",
    state: "TAS",
    postcode: "7000",
    stage: "draft",
  },
];

/** Answers an API call or stops the seed with what the API said. */
async function ok<T>(call: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const response = await call;
  if (response.status >= 300) {
    throw new Error(
      `demo book: ${what} answered ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  return response.body;
}

export async function seedDemoBook(app: FastifyInstance, db: Db) {
  const idOf = async (handle: string) => (await findCompanyByHandle(db, handle))?.id ?? null;
  const [harbourside, coastal, kookaburra] = await Promise.all(
    ["harbourside", "coastal", "kookaburra"].map(idOf),
  );
  if (harbourside === null || coastal === null) throw new Error("demo book: no demo market");
  const broker = new InjectClient(app);
  await broker.login("broker@demo.test", DEMO_PASSWORD);
  const available = await ok(
    broker.get<{ data: { id: number; underwriter: { id: number } }[] }>(
      `/api/companies/${harbourside}/available-packages`,
    ),
    "available packages",
  );
  const pi = available.data.find((p) => p.underwriter.id === coastal);
  if (!pi) throw new Error("demo book: Harbourside has no package from Coastal");
  const today = todayIn("Australia/Brisbane");
  const risks = `/api/companies/${harbourside}/risks`;

  const placed: number[] = [];
  for (const p of book) {
    const address = {
      line1: "1 Demo Street",
      city: p.city,
      state: p.state,
      postcode: p.postcode,
      country: "AU",
    };
    const referred = p.stage === "referred";
    const created = await ok(
      broker.post<{ id: number }>(risks, {
        productPackageId: pi.id,
        inceptionDate: today,
        termMonths: 12,
        insured: { name: p.insured, address, email: `accounts@${p.profession}.example` },
        answers: {
          businessName: p.insured,
          profession: p.profession,
          revenue: p.revenue,
          address,
          limit: p.limit,
          claims: referred,
          ...(referred ? { claimDetails: "A fee dispute in 2023, settled without admission" } : {}),
        },
      }),
      `create ${p.insured}`,
    );
    placed.push(created.id);
    if (p.stage === "draft") continue;
    await ok(broker.post(`${risks}/${created.id}/submit`, {}), `submit ${p.insured}`);
    if (p.stage === "bound") {
      await ok(
        broker.post(`${risks}/${created.id}/bind`, { declaration: true }),
        `bind ${p.insured}`,
      );
    }
  }

  const [first] = placed;
  await ok(
    broker.post(`${risks}/${first}/claims`, {
      dateOfLoss: today,
      description:
        "A design error in a retaining wall found during construction; the client seeks the cost of rework.",
      claimant: "Riverbend Developments Pty Ltd",
      cause: "Design error",
      estimate: "85000.00",
    }),
    "notify the claim",
  );
  if (kookaburra !== null) {
    await ok(
      broker.put(`${risks}/${first}/client`, { clientCompanyId: kookaburra }),
      "link the client",
    );
  }
}
