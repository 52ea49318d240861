/** Claims on bound policies: notification rules, who sees what, movements, statuses, reports. */
import { formatDateAu } from "@platform/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { claimsMarket } from "../../test/claims-fixtures.ts";
import { todayIn } from "../rating/index.ts";
import { daysFrom } from "../risks/fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof claimsMarket>>;
let policy: Awaited<ReturnType<typeof m.boundPolicy>>;
// Claims keep the market's day (Australia/Sydney, claims/policy.ts), not the product's.
const today = todayIn("Australia/Sydney");
const claimsOf = (companyId: number) => `/api/companies/${companyId}/claims`;
const notifyUrl = (companyId: number, riskPackageId: number) =>
  `/api/companies/${companyId}/risks/${riskPackageId}/claims`;
const claim = {
  dateOfLoss: today,
  description: "Water damage to the client's plans",
  estimate: "25000",
};

beforeAll(async () => {
  t = await createTestApp();
  m = await claimsMarket(t);
  policy = await m.boundPolicy();
});
afterAll(() => t.close());

describe("notifying a claim", () => {
  it("only on a bound policy, with the date of loss inside the policy period", async () => {
    const draft = await m.broker.post(`/api/companies/${m.id.harbourside}/risks`, {
      productPackageId: m.packageId,
      inceptionDate: today,
      termMonths: 12,
      insured: { name: "Unbound Pty Ltd", address: { state: "NSW", country: "AU" } },
      answers: {},
    });
    const unbound = await m.broker.post(notifyUrl(m.id.harbourside, draft.body.id), claim);
    expect(unbound.status).toBe(409);
    expect(unbound.body.message).toBe("Claims can only be notified on bound policies");

    const before = await m.broker.post(notifyUrl(m.id.harbourside, policy.id), {
      ...claim,
      dateOfLoss: daysFrom(policy.inceptionDate, -1),
    });
    expect(before.status).toBe(422);
    expect(before.body.errors.dateOfLoss).toEqual([
      `The date of loss must be within the policy period (${policy.inceptionDate} to ${policy.expiryDate})`,
    ]);
    const future = await m.broker.post(notifyUrl(m.id.harbourside, policy.id), {
      ...claim,
      dateOfLoss: daysFrom(today, 2),
      dateFirstAdvised: daysFrom(today, 3),
    });
    expect(future.status).toBe(422);
    expect(future.body.errors.dateOfLoss).toEqual(["The date cannot be in the future"]);
    expect(future.body.errors.dateFirstAdvised).toEqual(["The date cannot be in the future"]);
    const missing = await m.broker.post(notifyUrl(m.id.harbourside, policy.id), {
      dateOfLoss: today,
      description: " ",
      estimate: "12.345",
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.description).toEqual(["Describe what happened"]);
    expect(missing.body.errors.estimate).toBeDefined();

    const ok = await m.broker.post(notifyUrl(m.id.harbourside, policy.id), claim);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.reference).toMatch(/^CLM-\d{6}$/);
    expect(ok.body.status).toBe("notified");
    const seen = await m.underwriter.get(`${claimsOf(m.id.coastal)}/${ok.body.id}`);
    expect(seen.body).toMatchObject({
      kind: "claim",
      estimate: "25000.00",
      dateFirstAdvised: today,
      crsStatus: "Open",
      policy: { riskPackageId: policy.id, policyNumber: policy.policyNumber },
      notifiedBy: { id: m.id.harbourside },
      can: { reserve: true, appoint: true, advise: false },
    });
  });

  it("another broker and a legal firm get 404 on the policy; the broker sees no reserve rights", async () => {
    expect((await m.broker2.post(notifyUrl(m.id.southerncross, policy.id), claim)).status).toBe(
      404,
    );
    expect((await m.legal.post(notifyUrl(m.id.bankshale, policy.id), claim)).status).toBe(404);
    const list = await m.broker.get(`${claimsOf(m.id.harbourside)}?riskPackageId=${policy.id}`);
    expect(list.body.meta.total).toBeGreaterThan(0);
    const one = await m.broker.get(`${claimsOf(m.id.harbourside)}/${list.body.data[0].id}`);
    expect(one.body.can).toMatchObject({ reserve: false, payFees: false, statuses: [] });
    const other = await m.broker2.get(`${claimsOf(m.id.southerncross)}/${list.body.data[0].id}`);
    expect(other.status).toBe(404);
  });

  it("the client notifies on a policy linked to it, and the broker and underwriter are told", async () => {
    const before = await m.client.post(notifyUrl(m.id.kookaburra, policy.id), claim);
    expect(before.status).toBe(404);
    const wrong = await m.broker.put(
      `/api/companies/${m.id.harbourside}/risks/${policy.id}/client`,
      {
        clientCompanyId: m.id.bankshale,
      },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.clientCompanyId).toEqual(["Choose a Client company"]);
    const link = await m.broker.put(
      `/api/companies/${m.id.harbourside}/risks/${policy.id}/client`,
      {
        clientCompanyId: m.id.kookaburra,
      },
    );
    expect(link.status).toBe(200);
    const linked = await m.underwriter.get(
      `/api/companies/${m.id.coastal}/risks/${policy.id}/client`,
    );
    expect(linked.body).toEqual({
      riskPackageId: policy.id,
      clientCompanyId: m.id.kookaburra,
      clientName: "Kookaburra Engineering",
    });
    const stranger = await m.broker2.get(
      `/api/companies/${m.id.southerncross}/risks/${policy.id}/client`,
    );
    expect(stranger.status).toBe(404);
    const policies = await m.client.get(`/api/companies/${m.id.kookaburra}/client-policies`);
    expect(policies.body.data).toEqual([
      expect.objectContaining({
        riskPackageId: policy.id,
        policyNumber: policy.policyNumber,
        can: { notifyClaim: true, downloadCertificate: true },
      }),
    ]);
    const ok = await m.client.post(notifyUrl(m.id.kookaburra, policy.id), {
      ...claim,
      claimant: "Kookaburra Engineering",
      cause: "Burst pipe",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const mine = await m.client.get(claimsOf(m.id.kookaburra));
    expect(mine.body.data.map((c: { id: number }) => c.id)).toContain(ok.body.id);
    const told = await m.broker.get(`/api/user/notifications?companyId=${m.id.harbourside}`);
    expect(JSON.stringify(told.body)).toContain(`${ok.body.reference}: a claim was notified`);
  });
});

describe("movements, appointment and status", () => {
  it("reserves and payments add up to the cent; the appointed legal firm alone sees it", async () => {
    const created = await m.underwriter.post(notifyUrl(m.id.coastal, policy.id), claim);
    const url = `${claimsOf(m.id.coastal)}/${created.body.id}`;
    const move = (body: Record<string, unknown>) =>
      m.underwriter.post(`${url}/movements`, { movementDate: today, ...body });
    const reserve = await move({ kind: "reserve", category: "indemnity", amount: "10000.10" });
    expect(reserve.status, JSON.stringify(reserve.body)).toBe(201);
    expect(reserve.body.status).toBe("open");
    await move({ kind: "payment", category: "indemnity", amount: "2500.05" });
    await move({ kind: "reserve", category: "fees", amount: "1200" });
    const future = await move({
      kind: "payment",
      category: "fees",
      amount: "1",
      movementDate: daysFrom(today, 1),
    });
    expect(future.status).toBe(422);
    expect(future.body.errors.movementDate).toEqual(["The date cannot be in the future"]);

    const legalUrl = `${claimsOf(m.id.bankshale)}/${created.body.id}`;
    expect((await m.legal.get(legalUrl)).status).toBe(404);
    const badFirm = await m.underwriter.post(`${url}/legal`, { legalCompanyId: m.id.harbourside });
    expect(badFirm.status).toBe(422);
    expect(badFirm.body.errors.legalCompanyId).toEqual(["Choose a Legal company"]);
    const appointed = await m.underwriter.post(`${url}/legal`, { legalCompanyId: m.id.bankshale });
    expect(appointed.status).toBe(200);
    expect(appointed.body.legalCompany).toEqual({
      id: m.id.bankshale,
      name: "Banks & Hale Lawyers",
    });

    const incidents = await m.legal.get(`/api/companies/${m.id.bankshale}/incidents`);
    expect(incidents.body.data.map((c: { id: number }) => c.id)).toContain(created.body.id);
    expect((await m.otherLegal.get(`${claimsOf(m.id.otherlegal)}/${created.body.id}`)).status).toBe(
      404,
    );
    const otherList = await m.otherLegal.get(`/api/companies/${m.id.otherlegal}/incidents`);
    expect(otherList.body.meta.total).toBe(0);
    const told = await m.legal.get(`/api/user/notifications?companyId=${m.id.bankshale}`);
    expect(JSON.stringify(told.body)).toContain("your firm was appointed");

    const legalMove = (body: Record<string, unknown>) =>
      m.legal.post(`${legalUrl}/movements`, { movementDate: today, ...body });
    expect((await legalMove({ kind: "reserve", category: "fees", amount: "5" })).status).toBe(403);
    expect((await legalMove({ kind: "payment", category: "indemnity", amount: "5" })).status).toBe(
      403,
    );
    // The firm's fees are paid by the underwriter (a firm submits them for approval).
    expect((await legalMove({ kind: "payment", category: "fees", amount: "5" })).status).toBe(403);
    const fee = await move({
      kind: "payment",
      category: "fees",
      amount: "1500.33",
      note: "Advice",
    });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    expect(fee.body.totals).toEqual({
      indemnity: { paid: "2500.05", outstanding: "7500.05", incurred: "10000.10" },
      fees: { paid: "1500.33", outstanding: "0.00", incurred: "1500.33" },
      total: { paid: "4000.38", outstanding: "7500.05", incurred: "11500.43" },
    });
    const movements = await m.legal.get(`${legalUrl}/movements`);
    expect(movements.body.meta.total).toBe(4);
    const cents = (v: string) => Math.round(Number(v) * 100);
    const sums = movements.body.data.reduce(
      (
        acc: { paid: number; out: number },
        row: { paidChange: string; outstandingChange: string },
      ) => ({
        paid: acc.paid + cents(row.paidChange),
        out: acc.out + cents(row.outstandingChange),
      }),
      { paid: 0, out: 0 },
    );
    expect(sums.paid + sums.out).toBe(cents(fee.body.totals.total.incurred));

    const advice = await m.legal.post(`${legalUrl}/advice`, { advice: "Liability is likely." });
    expect(advice.body.advice).toBe("Liability is likely.");
    expect((await m.underwriter.post(`${url}/advice`, { advice: "x" })).status).toBe(403);
    expect(
      (
        await m.broker.post(`${claimsOf(m.id.harbourside)}/${created.body.id}/status`, {
          status: "closed",
        })
      ).status,
    ).toBe(403);
    expect((await m.legal.post(`${legalUrl}/status`, { status: "closed" })).status).toBe(403);
    const bad = await m.underwriter.post(`${url}/status`, { status: "reopened" });
    expect(bad.status).toBe(422);
    const closed = await m.underwriter.post(`${url}/status`, {
      status: "closed",
      reason: "Settled",
    });
    expect(closed.body.status).toBe("closed");
    expect(closed.body.crsStatus).toBe("Closed");
    // Closing releases the outstanding indemnity reserve by a dated movement: incurred = paid.
    expect(closed.body.totals).toEqual({
      indemnity: { paid: "2500.05", outstanding: "0.00", incurred: "2500.05" },
      fees: { paid: "1500.33", outstanding: "0.00", incurred: "1500.33" },
      total: { paid: "4000.38", outstanding: "0.00", incurred: "4000.38" },
    });
    const afterClose = await m.underwriter.get(`${url}/movements`);
    expect(afterClose.body.data.at(-1)).toMatchObject({
      kind: "reserve",
      category: "indemnity",
      amount: "0.00",
      paidChange: "0.00",
      outstandingChange: "-7500.05",
      movementDate: today,
      note: "Released on closing",
    });
    const late = await move({ kind: "payment", category: "fees", amount: "10" });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Reopen the claim before recording movements");
    const reopened = await m.underwriter.post(`${url}/status`, { status: "reopened" });
    expect(reopened.body.crsStatus).toBe("Re-opened");

    expect(reopened.body.totals.total.outstanding).toBe("0.00");
    const timeline = await m.broker.get(
      `${claimsOf(m.id.harbourside)}/${created.body.id}/timeline`,
    );
    expect(timeline.body.data.map((e: { description: string }) => e.description)).toContain(
      `Indemnity reserve of $7,500.05 released on closing (${formatDateAu(today)})`,
    );
    expect(timeline.body.data.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining([
        "claim.notified",
        "claim.reserveSet",
        "claim.legalAppointed",
        "claim.statusChanged",
        "claim.reserveReleased",
      ]),
    );
    const counts = await m.underwriter.get(`${claimsOf(m.id.coastal)}/counts`);
    expect(counts.body.reopened).toBeGreaterThanOrEqual(1);
  });
});

describe("incidents", () => {
  it("a legal firm appointed on the policy notifies one by its number, the underwriter sees and converts it", async () => {
    const url = `/api/companies/${m.id.bankshale}/incidents`;
    const onPolicy = await m.underwriter.post(notifyUrl(m.id.coastal, policy.id), claim);
    const appointed = await m.underwriter.post(
      `${claimsOf(m.id.coastal)}/${onPolicy.body.id}/legal`,
      { legalCompanyId: m.id.bankshale },
    );
    expect(appointed.status).toBe(200);
    const unknown = await m.legal.post(url, {
      dateOfLoss: today,
      description: "Letter of demand",
      policyNumber: "P00-0000000",
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.policyNumber).toEqual(["No bound policy has this number"]);
    const created = await m.legal.post(url, {
      dateOfLoss: today,
      description: "Letter of demand from a neighbour",
      parties: [{ name: "Jo Neighbour", role: "Third party" }],
      policyNumber: policy.policyNumber,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.reference).toMatch(/^INC-\d{6}$/);
    const uw = await m.underwriter.get(`/api/companies/${m.id.coastal}/incidents`);
    expect(uw.body.data.map((c: { id: number }) => c.id)).toContain(created.body.id);
    expect((await m.broker.get(`/api/companies/${m.id.harbourside}/incidents`)).status).toBe(403);
    expect((await m.broker.get(`${claimsOf(m.id.harbourside)}/${created.body.id}`)).status).toBe(
      404,
    );
    expect((await m.otherLegal.get(`${claimsOf(m.id.otherlegal)}/${created.body.id}`)).status).toBe(
      404,
    );
    const noMoney = await m.underwriter.post(
      `${claimsOf(m.id.coastal)}/${created.body.id}/movements`,
      {
        kind: "reserve",
        category: "indemnity",
        amount: "1",
        movementDate: today,
      },
    );
    expect(noMoney.status).toBe(409);

    const converted = await m.underwriter.post(
      `${claimsOf(m.id.coastal)}/${created.body.id}/convert`,
      { estimate: "8000" },
    );
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    expect(converted.body).toMatchObject({
      kind: "claim",
      status: "notified",
      incident: { id: created.body.id, reference: created.body.reference },
      legalCompany: { id: m.id.bankshale },
    });
    const again = await m.underwriter.post(`${claimsOf(m.id.coastal)}/${created.body.id}/convert`, {
      estimate: "8000",
    });
    expect(again.status).toBe(409);
    const incident = await m.legal.get(`${claimsOf(m.id.bankshale)}/${created.body.id}`);
    expect(incident.body.status).toBe("converted");
    expect(incident.body.convertedTo.id).toBe(converted.body.id);
    const search = await m.legal.get(`${url}?search=neighbour&kind=incident&status=converted`);
    expect(search.body.data.map((c: { id: number }) => c.id)).toEqual([created.body.id]);
  });
});

describe("reports", () => {
  it("the claims bordereau's control totals equal the rows and the movements", async () => {
    const agreements = await m.underwriter.get(`/api/companies/${m.id.coastal}/binding-agreements`);
    const agreementId = agreements.body.data[0].id as number;
    const month = today.slice(0, 7);
    const url = `/api/companies/${m.id.greatsouthern}/binding-agreements/${agreementId}/claims-bordereau?month=${month}`;
    const json = await m.insurer.get(url);
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    expect(json.body.rows.length).toBeGreaterThan(0);
    expect(json.body.controlTotals.claims).toBe(json.body.rows.length);
    const cents = (v: string) => Math.round(Number(v) * 100);
    for (const key of ["paid", "outstanding", "incurred"] as const) {
      const sum = json.body.rows.reduce(
        (s: number, r: { totals: { total: Record<string, string> } }) =>
          s + cents(r.totals.total[key]!),
        0,
      );
      expect(sum).toBe(cents(json.body.controlTotals.totals.total[key]));
    }
    const [db] = (
      (await t.db.execute(
        sql`select coalesce(sum(m.paid_change), 0)::text as paid, coalesce(sum(m.outstanding_change), 0)::text as outstanding from claim_movements m join claims c on c.id = m.claim_id where c.binding_agreement_id = ${agreementId}`,
      )) as unknown as { rows: unknown[] }
    ).rows as { paid: string; outstanding: string }[];
    expect(cents(json.body.controlTotals.totals.total.paid)).toBe(cents(db!.paid));
    expect(cents(json.body.controlTotals.totals.total.outstanding)).toBe(cents(db!.outstanding));

    // The month-end status: today's for changes made this month; notified again once every
    // status change and movement of a claim is dated after the month's end.
    for (const row of json.body.rows as { status: string; monthEndStatus: string }[]) {
      expect(row.monthEndStatus).toBe(row.status);
    }
    const moved = (json.body.rows as { reference: string; status: string }[]).find(
      (r) => r.status !== "notified",
    )!;
    expect(moved, "a claim that left notified").toBeTruthy();
    await t.db.execute(
      sql`update audit_log set created_at = now() + interval '40 days' where subject_type = 'claim' and subject_id = (select id::text from claims where reference = ${moved.reference})`,
    );
    await t.db.execute(
      sql`update claim_movements set created_at = now() + interval '40 days' where claim_id = (select id from claims where reference = ${moved.reference})`,
    );
    const later = await m.insurer.get(url);
    const asAt = later.body.rows.find(
      (r: { reference: string }) => r.reference === moved.reference,
    );
    expect(asAt).toMatchObject({
      status: moved.status,
      monthEndStatus: "notified",
      crsStatus: "Open",
    });

    const csv = await m.insurer.get(`${url}&format=csv`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toContain("Claim reference,Policy number");
    expect(lines[0]).toContain("Status,Status at month end,Claim status (Lloyd's CRS)");
    expect(lines.at(-1)).toMatch(/^Control totals,\d+ claims,/);
    expect(
      (await m.broker2.get(url.replace(String(m.id.greatsouthern), String(m.id.southerncross))))
        .status,
    ).toBe(404);
    expect((await m.insurer.get(url.replace(month, "2026-13"))).status).toBe(422);

    const report = await m.broker.get(`${claimsOf(m.id.harbourside)}/report`);
    expect(report.status).toBe(200);
    expect(String(report.body).split("\r\n")[0]).toContain("Incurred total");
  });
});

describe("lists", () => {
  it("each row carries its paid, outstanding and incurred totals", async () => {
    const list = await m.legal.get(`${claimsOf(m.id.bankshale)}?kind=claim&perPage=100`);
    const withMoney = list.body.data.find(
      (c: { totals: { incurred: string } }) => c.totals.incurred !== "0.00",
    );
    // Closed (its reserve released) and reopened: paid only.
    expect(withMoney.totals).toEqual({
      paid: "4000.38",
      outstanding: "0.00",
      incurred: "4000.38",
    });
  });
});
