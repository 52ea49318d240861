import { messages, workflowMessages } from "@platform/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { users } from "../users/tables.ts";
import { pickUnderwriter } from "./index.ts";

let t: TestApp;
let demo: Awaited<ReturnType<typeof demoMarket>>;
let underwriter: TestClient;
let coastal: number;
let harbourside: number;
let uma: number;
let morgan: number;
let noah: number;
const url = () => `/api/companies/${coastal}/assignment-rules`;
const facts = () => ({
  productId: 1,
  classId: 1,
  brokerCompanyId: harbourside,
  state: "NSW",
  grossPremium: "2500.00",
});

async function userId(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoMarket(t);
  underwriter = await demo.signIn("underwriter@demo.test");
  coastal = await demo.companyId("coastal");
  harbourside = await demo.companyId("harbourside");
  uma = await userId("underwriter@demo.test");
  morgan = await userId("multi@demo.test");
  noah = await userId("underwriter2@demo.test");
});
afterAll(() => t.close());

describe("assignment rules", () => {
  it("the demo market starts with one rule sending every referral to Uma; the tests start without it", async () => {
    const seeded = await underwriter.get(url());
    expect(seeded.body.data).toMatchObject([
      { name: "Every referral", position: 0, active: true, underwriters: [{ id: uma }] },
    ]);
    const ruleId = seeded.body.data[0].id;
    expect(await t.db.transaction((tx) => pickUnderwriter(tx, coastal, facts()))).toEqual({
      userId: uma,
      ruleId,
    });
    expect((await underwriter.delete(`${url()}/${ruleId}`)).status).toBe(204);
  });

  it("offers the company's risk managers and checks the rule's underwriters and premium range", async () => {
    const eligible = await underwriter.get(`${url()}/underwriters`);
    expect(eligible.body.data.map((u: { id: number }) => u.id).sort()).toEqual(
      [uma, morgan].sort(),
    );
    const foreign = await underwriter.post(url(), {
      name: "Summit's Noah",
      conditions: {},
      underwriterUserIds: [noah],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({
      underwriterUserIds: [workflowMessages.underwriterNotEligible],
    });
    const bad = await underwriter.post(url(), {
      name: "",
      conditions: { minGrossPremium: 5000, maxGrossPremium: 1000 },
      underwriterUserIds: [],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toEqual([messages.nameRequired]);
    expect(bad.body.errors.underwriterUserIds).toEqual(["Choose an underwriter"]);
    const range = await underwriter.post(url(), {
      name: "Backwards",
      conditions: { minGrossPremium: 5000, maxGrossPremium: 1000 },
      underwriterUserIds: [uma, uma],
    });
    expect(range.body.errors).toEqual({
      "conditions.maxGrossPremium": [messages.min(5000)],
      underwriterUserIds: [messages.noDuplicates],
    });
  });

  it("creates ordered rules, picks by the first match, and rotates a group", async () => {
    const big = await underwriter.post(url(), {
      name: "Large NSW risks",
      conditions: { states: ["NSW"], minGrossPremium: 10000 },
      underwriterUserIds: [uma],
    });
    expect(big.status).toBe(201);
    expect(big.body).toMatchObject({
      position: 0,
      active: true,
      underwriters: [{ id: uma, name: "Uma Underwriter" }],
      conditions: { states: ["NSW"], minGrossPremium: 10000, maxGrossPremium: null },
    });
    const group = await underwriter.post(url(), {
      name: "Everything else",
      conditions: {},
      underwriterUserIds: [morgan, uma],
    });
    expect(group.body.position).toBe(1);

    const picks = [];
    for (let i = 0; i < 3; i++) {
      picks.push(await t.db.transaction((tx) => pickUnderwriter(tx, coastal, facts())));
    }
    expect(picks.map((p) => p?.userId)).toEqual([morgan, uma, morgan]);
    const large = await t.db.transaction((tx) =>
      pickUnderwriter(tx, coastal, { ...facts(), grossPremium: "25000.00" }),
    );
    expect(large).toEqual({ userId: uma, ruleId: big.body.id });

    // Reorder: the group now comes first and takes the large risk too.
    const reordered = await underwriter.put(`${url()}/reorder`, {
      ids: [group.body.id, big.body.id],
    });
    expect(reordered.body.data.map((r: { name: string }) => r.name)).toEqual([
      "Everything else",
      "Large NSW risks",
    ]);
    const next = await t.db.transaction((tx) =>
      pickUnderwriter(tx, coastal, { ...facts(), grossPremium: "25000.00" }),
    );
    expect(next).toEqual({ userId: uma, ruleId: group.body.id });

    // An inactive rule is skipped; a deleted one is gone.
    const off = await underwriter.put(`${url()}/${group.body.id}`, {
      name: "Everything else",
      conditions: {},
      underwriterUserIds: [morgan, uma],
      active: false,
    });
    expect(off.body.active).toBe(false);
    expect(await t.db.transaction((tx) => pickUnderwriter(tx, coastal, facts()))).toBeNull();
    expect((await underwriter.delete(`${url()}/${group.body.id}`)).status).toBe(204);
    expect((await underwriter.get(url())).body.meta.total).toBe(1);
  });

  it("rotates concurrent picks one after the other", async () => {
    const rule = await underwriter.post(url(), {
      name: "Brokerage group",
      conditions: { brokerCompanyIds: [harbourside], states: ["VIC"] },
      underwriterUserIds: [uma, morgan],
    });
    await underwriter.put(`${url()}/reorder`, {
      ids: [
        rule.body.id,
        ...(await underwriter.get(url())).body.data
          .map((r: { id: number }) => r.id)
          .filter((id: number) => id !== rule.body.id),
      ],
    });
    const picks = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.db.transaction((tx) => pickUnderwriter(tx, coastal, { ...facts(), state: "VIC" })),
      ),
    );
    const counts = picks.reduce<Record<number, number>>((acc, pick) => {
      acc[pick!.userId] = (acc[pick!.userId] ?? 0) + 1;
      return acc;
    }, {});
    expect(counts).toEqual({ [uma]: 3, [morgan]: 3 });
  });

  it("is private to the company and needs ManageCompanyStatuses", async () => {
    const summitUser = await demo.signIn("underwriter2@demo.test");
    expect((await summitUser.get(url())).status).toBe(404);
    const broker = await demo.signIn("broker@demo.test");
    expect((await broker.get(`/api/companies/${harbourside}/assignment-rules`)).status).toBe(403);
    expect((await summitUser.put(`${url()}/reorder`, { ids: [1] })).status).toBe(404);
  });
});
