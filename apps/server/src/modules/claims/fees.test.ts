/**
 * A legal firm's fees: the appointed firm submits them, the underwriter approves (a fees payment
 * is recorded, the broker is told of it) or declines them (only the firm is told).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { claimsMarket } from "../../test/claims-fixtures.ts";
import { todayIn } from "../rating/index.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof claimsMarket>>;
let policy: Awaited<ReturnType<typeof m.boundPolicy>>;
const today = todayIn("Australia/Sydney");
const claimsOf = (companyId: number) => `/api/companies/${companyId}/claims`;
const notificationsOf = async (client: typeof m.broker, companyId: number): Promise<string> =>
  JSON.stringify((await client.get(`/api/user/notifications?companyId=${companyId}`)).body);

beforeAll(async () => {
  t = await createTestApp();
  m = await claimsMarket(t);
  policy = await m.boundPolicy();
});
afterAll(() => t.close());

/** A claim the broker notifies and the underwriter appoints Banks & Hale to. */
async function appointedClaim() {
  const created = await m.broker.post(
    `/api/companies/${m.id.harbourside}/risks/${policy.id}/claims`,
    { dateOfLoss: today, description: "Water damage", estimate: "25000" },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  const appointed = await m.underwriter.post(`${claimsOf(m.id.coastal)}/${id}/legal`, {
    legalCompanyId: m.id.bankshale,
  });
  expect(appointed.status).toBe(200);
  return {
    id,
    legal: `${claimsOf(m.id.bankshale)}/${id}`,
    underwriter: `${claimsOf(m.id.coastal)}/${id}`,
    broker: `${claimsOf(m.id.harbourside)}/${id}`,
  };
}

describe("submitting a fee", () => {
  it("validates the amount and the description with field messages", async () => {
    const claim = await appointedClaim();
    const submit = (body: Record<string, unknown>) => m.legal.post(`${claim.legal}/fees`, body);
    const zero = await submit({ amount: "0", description: "Advice" });
    expect(zero.status).toBe(422);
    expect(zero.body.errors.amount).toEqual(["The value must be greater than or equal to 0.01"]);
    for (const amount of ["-5", "12.345", "1000000000000", "abc"]) {
      const bad = await submit({ amount, description: "Advice" });
      expect(bad.status, amount).toBe(422);
      expect(bad.body.errors.amount, amount).toEqual(["Enter an amount with at most two decimals"]);
    }
    const blank = await submit({ amount: "10", description: "  " });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.description).toEqual(["Describe the work the fee is for"]);
    const largest = await submit({ amount: "999999999999.99", description: "Trial" });
    expect(largest.status, JSON.stringify(largest.body)).toBe(201);
    expect(largest.body.amount).toBe("999999999999.99");
  });

  it("only the appointed firm submits, on a live claim; the broker hears nothing of it", async () => {
    const claim = await appointedClaim();
    const fee = { amount: "1500.33", description: "Letter of advice" };
    expect((await m.underwriter.post(`${claim.underwriter}/fees`, fee)).status).toBe(403);
    expect((await m.broker.post(`${claim.broker}/fees`, fee)).status).toBe(403);
    expect(
      (await m.otherLegal.post(`${claimsOf(m.id.otherlegal)}/${claim.id}/fees`, fee)).status,
    ).toBe(404);
    const legalView = await m.legal.get(claim.legal);
    expect(legalView.body.can).toMatchObject({
      submitFee: true,
      decideFees: false,
      readFees: true,
    });
    const underwriterView = await m.underwriter.get(claim.underwriter);
    expect(underwriterView.body.can).toMatchObject({
      submitFee: false,
      decideFees: true,
      readFees: true,
    });
    const brokerView = await m.broker.get(claim.broker);
    expect(brokerView.body.can).toMatchObject({
      submitFee: false,
      decideFees: false,
      readFees: false,
    });

    const submitted = await m.legal.post(`${claim.legal}/fees`, fee);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body).toMatchObject({
      amount: "1500.33",
      description: "Letter of advice",
      status: "pending",
      legalCompany: { id: m.id.bankshale, name: "Banks & Hale Lawyers" },
      decidedAt: null,
      movementId: null,
    });
    expect(await notificationsOf(m.underwriter, m.id.coastal)).toContain(
      "a fee of $1,500.33 was submitted for approval",
    );
    expect(await notificationsOf(m.broker, m.id.harbourside)).not.toContain("$1,500.33");
    expect((await m.broker.get(`${claim.broker}/fees`)).status).toBe(403);
    const timeline = await m.broker.get(`${claim.broker}/timeline`);
    expect(JSON.stringify(timeline.body)).not.toContain("1,500.33");
    const totals = (await m.underwriter.get(claim.underwriter)).body.totals;
    expect(totals.fees.paid).toBe("0.00");

    const closed = await m.underwriter.post(`${claim.underwriter}/status`, { status: "closed" });
    expect(closed.status).toBe(200);
    const late = await m.legal.post(`${claim.legal}/fees`, fee);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Reopen the claim before recording movements");
  });
});

describe("deciding a fee", () => {
  it("approval records the fees payment once and tells the broker; a decline tells the firm only", async () => {
    const claim = await appointedClaim();
    const first = await m.legal.post(`${claim.legal}/fees`, {
      amount: "999999.99",
      description: "Trial preparation",
    });
    const second = await m.legal.post(`${claim.legal}/fees`, {
      amount: "250",
      description: "Phone call",
    });
    expect((await m.legal.post(`${claim.legal}/fees/${first.body.id}/approve`, {})).status).toBe(
      403,
    );
    expect((await m.broker.post(`${claim.broker}/fees/${first.body.id}/approve`, {})).status).toBe(
      403,
    );
    const pending = await m.underwriter.get(`${claim.underwriter}/fees?status=pending`);
    expect(pending.body.meta.total).toBe(2);

    const approved = await m.underwriter.post(
      `${claim.underwriter}/fees/${first.body.id}/approve`,
      {},
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe("approved");
    expect(approved.body.movementId).toEqual(expect.any(Number));
    const again = await m.underwriter.post(
      `${claim.underwriter}/fees/${first.body.id}/approve`,
      {},
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This fee submission has already been decided");
    const view = await m.underwriter.get(claim.underwriter);
    expect(view.body.totals.fees).toEqual({
      paid: "999999.99",
      outstanding: "0.00",
      incurred: "999999.99",
    });
    expect(view.body.status).toBe("open");
    const movements = await m.underwriter.get(`${claim.underwriter}/movements`);
    expect(movements.body.data).toEqual([
      expect.objectContaining({
        kind: "payment",
        category: "fees",
        amount: "999999.99",
        movementDate: today,
        note: "Legal fees approved",
        company: { id: m.id.coastal, name: expect.any(String) },
      }),
    ]);
    expect(await notificationsOf(m.broker, m.id.harbourside)).toContain(
      "fees payment of $999,999.99",
    );
    const brokerMovements = await m.broker.get(`${claim.broker}/movements`);
    expect(JSON.stringify(brokerMovements.body)).not.toContain("Trial preparation");

    const declined = await m.underwriter.post(
      `${claim.underwriter}/fees/${second.body.id}/decline`,
      { reason: "Not agreed in advance" },
    );
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body).toMatchObject({
      status: "declined",
      declineReason: "Not agreed in advance",
      movementId: null,
    });
    expect(await notificationsOf(m.legal, m.id.bankshale)).toContain(
      "your fee of $250.00 was declined (Not agreed in advance)",
    );
    expect(await notificationsOf(m.broker, m.id.harbourside)).not.toContain("$250.00");
    const own = await m.legal.get(`${claim.legal}/fees`);
    expect(own.body.data.map((f: { status: string }) => f.status)).toEqual([
      "declined",
      "approved",
    ]);
    expect((await m.underwriter.get(`${claim.underwriter}/movements`)).body.meta.total).toBe(1);
  });

  it("a failed approval leaves the fee pending; a fee id of another claim is not found", async () => {
    const claim = await appointedClaim();
    const other = await appointedClaim();
    const fee = await m.legal.post(`${claim.legal}/fees`, { amount: "80", description: "Email" });
    const elsewhere = await m.underwriter.post(
      `${other.underwriter}/fees/${fee.body.id}/approve`,
      {},
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe("Fee submission not found");
    await m.underwriter.post(`${claim.underwriter}/status`, { status: "declined" });
    const blocked = await m.underwriter.post(
      `${claim.underwriter}/fees/${fee.body.id}/approve`,
      {},
    );
    expect(blocked.status).toBe(409);
    const list = await m.underwriter.get(`${claim.underwriter}/fees`);
    expect(list.body.data[0]).toMatchObject({ id: fee.body.id, status: "pending" });
    expect((await m.underwriter.get(`${claim.underwriter}/movements`)).body.meta.total).toBe(0);

    // A firm released from the claim no longer reads its submissions there.
    await m.underwriter.post(`${claim.underwriter}/legal`, { legalCompanyId: m.id.otherlegal });
    expect((await m.legal.get(`${claim.legal}/fees`)).status).toBe(404);
    const newFirm = await m.otherLegal.get(`${claimsOf(m.id.otherlegal)}/${claim.id}/fees`);
    expect(newFirm.body.meta.total).toBe(0);
  });
});
