/**
 * A small book of business for the demo, so a visitor's first look at Risks, the dashboards,
 * claims and the insurer's bordereaux is not empty: Harbourside's broker places six
 * professional indemnity and three motor fleet risks with Coastal through the real API (the
 * same checks, rating, taxes, documents and emails as a person clicking): four bound, two
 * quoted, two referred to the underwriter, one draft; a claim is notified on the first policy
 * and it is linked to its client. Run once, right after the demo market is first seeded (`npm start`); the browser
 * journeys start without it (DEMO_BOOK=false) so their counts stay their own.
 */
import type { FastifyInstance } from "fastify";
import { findCompanyByHandle } from "../modules/companies/index.ts";
import { todayIn } from "../modules/rating/index.ts";
import type { Db } from "../platform/db/index.ts";
import { InjectClient } from "../platform/http/inject-client.ts";
import { DEMO_PASSWORD } from "./demo.ts";

type Stage = "bound" | "quoted" | "referred" | "draft";

interface Placement {
  insured: string;
  profession: "accountant" | "architect" | "engineer" | "it" | "lawyer";
  revenue: number;
  limit: "1000000" | "2000000";
  city: string;
  state: string;
  postcode: string;
  /** How far it goes: bound, quoted (awaiting the broker), referred (with the underwriter), draft. */
  stage: Stage;
}

/** A business vehicle (the motor demo's form); a driver under 25 is referred by its rules. */
interface MotorPlacement {
  insured: string;
  email: string;
  vehicleValue: number;
  use: "private" | "business";
  driverAge: number;
  accidents: number;
  city: string;
  state: string;
  postcode: string;
  stage: Exclude<Stage, "draft">;
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

const motorBook: MotorPlacement[] = [
  {
    insured: "Dingo Freight Pty Ltd",
    email: "fleet@dingofreight.example",
    vehicleValue: 68_000,
    use: "business",
    driverAge: 42,
    accidents: 0,
    city: "Parramatta",
    state: "NSW",
    postcode: "2150",
    stage: "bound",
  },
  {
    insured: "Echidna Plumbing",
    email: "office@echidnaplumbing.example",
    vehicleValue: 45_000,
    use: "business",
    driverAge: 31,
    accidents: 1,
    city: "Geelong",
    state: "VIC",
    postcode: "3220",
    stage: "quoted",
  },
  {
    insured: "Quokka Couriers",
    email: "dispatch@quokkacouriers.example",
    vehicleValue: 38_000,
    use: "business",
    driverAge: 22,
    accidents: 0,
    city: "Fremantle",
    state: "WA",
    postcode: "6160",
    stage: "referred",
  },
];

/** The insured's address in the demo: one street, the placement's city, state and postcode. */
const demoAddress = (p: { city: string; state: string; postcode: string }) => ({
  line1: "1 Demo Street",
  city: p.city,
  state: p.state,
  postcode: p.postcode,
  country: "AU",
});

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
    broker.get<{ data: { id: number; name: string; underwriter: { id: number } }[] }>(
      `/api/companies/${harbourside}/available-packages`,
    ),
    "available packages",
  );
  const coastalPackage = (name: string) => {
    const offered = available.data.find((p) => p.underwriter.id === coastal && p.name === name);
    if (!offered) throw new Error(`demo book: Harbourside is not offered ${name}`);
    return offered;
  };
  const pi = coastalPackage("Consultants Professional Package");
  const motor = coastalPackage("Motor Fleet Package");
  const today = todayIn("Australia/Brisbane");
  const risks = `/api/companies/${harbourside}/risks`;
  /** Saves a risk, submits it and binds it when its stage says so (the rules decide referrals). */
  const place = async (
    productPackageId: number,
    insured: { name: string; email: string; address: ReturnType<typeof demoAddress> },
    answers: Record<string, unknown>,
    stage: Stage,
  ) => {
    const created = await ok(
      broker.post<{ id: number }>(risks, {
        productPackageId,
        inceptionDate: today,
        termMonths: 12,
        insured,
        answers,
      }),
      `create ${insured.name}`,
    );
    if (stage !== "draft") {
      await ok(broker.post(`${risks}/${created.id}/submit`, {}), `submit ${insured.name}`);
    }
    if (stage === "bound") {
      await ok(
        broker.post(`${risks}/${created.id}/bind`, { declaration: true }),
        `bind ${insured.name}`,
      );
    }
    return created.id;
  };

  const placed: number[] = [];
  for (const p of book) {
    const address = demoAddress(p);
    const referred = p.stage === "referred";
    placed.push(
      await place(
        pi.id,
        { name: p.insured, address, email: `accounts@${p.profession}.example` },
        {
          businessName: p.insured,
          profession: p.profession,
          revenue: p.revenue,
          address,
          limit: p.limit,
          claims: referred,
          ...(referred ? { claimDetails: "A fee dispute in 2023, settled without admission" } : {}),
        },
        p.stage,
      ),
    );
  }
  for (const v of motorBook) {
    await place(
      motor.id,
      { name: v.insured, address: demoAddress(v), email: v.email },
      {
        vehicleValue: v.vehicleValue,
        use: v.use,
        postcode: Number(v.postcode),
        state: v.state,
        driverAge: v.driverAge,
        accidents: v.accidents,
      },
      v.stage,
    );
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
