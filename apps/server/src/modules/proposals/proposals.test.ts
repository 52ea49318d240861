/** Proposals to clients: send, refusals, the client's edits, done, revoke, isolation. */
import { TransactionStatus } from "@platform/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { companyIdOf } from "../../test/market.ts";
import { brokerUrl, type Market } from "../../test/policies.ts";
import { newRisk, piAnswers, riskMarket } from "../risks/fixtures.ts";
import { temporaryAccessTokens } from "../temporary-users/tables.ts";

let t: TestApp;
let m: Market;
let clientUser: TestClient;
let kookaburra: number;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
  kookaburra = await companyIdOf(t.db, "kookaburra");
  clientUser = new TestClient(t.app);
  await clientUser.login("client@demo.test", DEMO_PASSWORD);
});
afterAll(() => t.close());

const as = (token: string) => ({ headers: { "x-temporary-token": token } });
const tokenOf = (link: string) => new URL(link).searchParams.get("tempToken")!;

async function initiated(extra: Record<string, unknown> = {}) {
  const created = await m.broker.post(
    `/api/companies/${m.id.harbourside}/risks`,
    newRisk(m.packageId, { answers: { businessName: "Half done" }, ...extra }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number };
}

const send = (id: number, body: Record<string, unknown>) =>
  m.broker.post(`${brokerUrl(m, id)}/proposals`, body);

describe("sending a proposal", () => {
  it("needs a valid email or mobile number, beside the fields", async () => {
    const risk = await initiated();
    const bad = await send(risk.id, { clientName: "Kim", email: "not-an-email", mobile: "12" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual([
      "Sending to a client needs a valid email or mobile number",
    ]);
    const noName = await send(risk.id, { clientName: "", email: "kim@example.com" });
    expect(noName.status).toBe(422);
    expect(noName.body.errors.clientName).toEqual(["Enter the client's name"]);
    const notClient = await send(risk.id, {
      clientName: "Kim",
      email: "kim@example.com",
      clientCompanyId: m.id.coastal,
    });
    expect(notClient.status).toBe(422);
    expect(notClient.body.errors.clientCompanyId).toEqual(["Choose a client company"]);
  });

  it("needs every risk Initiated and saved progress", async () => {
    const created = await m.broker.post(
      `/api/companies/${m.id.harbourside}/risks`,
      newRisk(m.packageId, { answers: piAnswers() }),
    );
    await m.broker.post(`${brokerUrl(m, created.body.id)}/submit`, {});
    const quoted = await send(created.body.id, { clientName: "Kim", email: "kim@example.com" });
    expect(quoted.status).toBe(409);
    expect(quoted.body.message).toBe(
      "A proposal can only be sent while every risk is in Initiated status",
    );
    const empty = await initiated({ answers: {} });
    const unsaved = await send(empty.id, { clientName: "Kim", email: "kim@example.com" });
    expect(unsaved.status).toBe(409);
    expect(unsaved.body.message).toBe("Save your progress before sending a proposal");
  });

  it("the client completes it through the link while it is read-only for the broker; done is final", async () => {
    const risk = await initiated();
    const sent = await send(risk.id, {
      clientName: "Kim Client",
      mobile: "+61 412 345 678",
      clientCompanyId: kookaburra,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ status: "sent", clientName: "Kim Client" });
    const token = tokenOf(sent.body.link);
    const again = await send(risk.id, { clientName: "Kim", email: "kim@example.com" });
    expect(again.status).toBe(409);

    // Read-only for the broker while the client edits.
    const save = await m.broker.put(brokerUrl(m, risk.id), { answers: piAnswers() });
    expect(save.status).toBe(409);
    expect(save.body.message).toBe(
      "The client is completing the proposal: it is read-only until they finish",
    );
    expect((await m.broker.post(`${brokerUrl(m, risk.id)}/submit`, {})).status).toBe(409);

    const client = new TestClient(t.app);
    const url = `/api/proposals/${sent.body.id}`;
    const seen = await client.get(url, as(token));
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({
      status: "sent",
      editable: true,
      insuredName: "Kookaburra Engineering Pty Ltd",
      brokerCompany: { name: "Harbourside Insurance Brokers" },
      answers: { businessName: "Half done" },
    });
    expect(seen.body.form.sections.length).toBeGreaterThan(0);
    const saved = await client.request(
      "PUT",
      url,
      { answers: piAnswers() },
      { csrf: false, ...as(token) },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.answers.profession).toBe("engineer");
    // The client company's users follow it on their own page.
    const mine = await clientUser.get(`/api/companies/${kookaburra}/client-policies`);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.map((p: { proposal: { id: number } }) => p.proposal.id)).toContain(
      sent.body.id,
    );
    expect((await clientUser.get(url)).status).toBe(200);

    const unconfirmed = await client.request(
      "POST",
      `${url}/done`,
      {},
      { csrf: false, ...as(token) },
    );
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors.confirm).toEqual(["Confirm that the proposal is complete"]);
    const done = await client.request(
      "POST",
      `${url}/done`,
      { confirm: true },
      { csrf: false, ...as(token) },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: "done", editable: false });
    const late = await client.request("PUT", url, { answers: {} }, { csrf: false, ...as(token) });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      "The client has marked this proposal done: it can no longer change",
    );
    const resend = await send(risk.id, { clientName: "Kim", email: "kim@example.com" });
    expect(resend.status).toBe(409);

    // The broker has it back, with the client's answers, and submits.
    const submitted = await m.broker.post(`${brokerUrl(m, risk.id)}/submit`, {});
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.transactionStatus).toBe(TransactionStatus.Quoted);
    const listed = await m.broker.get(`${brokerUrl(m, risk.id)}/proposals`);
    expect(listed.body.data[0]).toMatchObject({ id: sent.body.id, status: "done" });
    expect(listed.body.meta.total).toBe(1);
  });

  it("a revoked link no longer works, and the broker may change the risk again", async () => {
    const risk = await initiated();
    const sent = await send(risk.id, { clientName: "Kim", email: "kim@example.com" });
    const token = tokenOf(sent.body.link);
    const client = new TestClient(t.app);
    const url = `/api/proposals/${sent.body.id}`;
    expect((await client.get(url, as(token))).status).toBe(200);
    const revoked = await m.broker.post(
      `${brokerUrl(m, risk.id)}/proposals/${sent.body.id}/revoke`,
      {},
    );
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.status).toBe("revoked");
    expect((await client.get(url, as(token))).status).toBe(401);
    const twice = await m.broker.post(
      `${brokerUrl(m, risk.id)}/proposals/${sent.body.id}/revoke`,
      {},
    );
    expect(twice.status).toBe(409);
    expect((await m.broker.put(brokerUrl(m, risk.id), { answers: piAnswers() })).status).toBe(200);
  });

  it("keeps each link to its own proposal and every route to its own companies", async () => {
    const first = await initiated();
    const second = await initiated();
    const a = await send(first.id, { clientName: "A", email: "a@example.com" });
    const b = await send(second.id, { clientName: "B", email: "b@example.com" });
    const client = new TestClient(t.app);
    const tokenA = tokenOf(a.body.link);
    expect((await client.get(`/api/proposals/${b.body.id}`, as(tokenA))).status).toBe(404);
    const write = await client.request(
      "PUT",
      `/api/proposals/${b.body.id}`,
      { answers: {} },
      { csrf: false, ...as(tokenA) },
    );
    expect(write.status).toBe(404);
    // A temporary user reaches nothing else.
    expect((await client.get(brokerUrl(m, first.id), as(tokenA))).status).toBe(403);
    // A signed-in user of another company reaches no proposal, nor the client's list.
    expect((await m.broker2.get(`/api/proposals/${a.body.id}`)).status).toBe(404);
    expect((await m.broker.get(`/api/companies/${kookaburra}/client-policies`)).status).not.toBe(
      200,
    );
    for (const [c, companyId] of [
      [m.broker2, m.id.southerncross],
      [m.underwriter2, m.id.summit],
    ] as const) {
      const other = `/api/companies/${companyId}/risks/${first.id}/proposals`;
      expect((await c.get(other)).status).toBe(404);
      expect((await c.post(other, { clientName: "X", email: "x@example.com" })).status).toBe(404);
      expect((await c.post(`${other}/${a.body.id}/revoke`, {})).status).toBe(404);
    }
    // No other company can issue a link for this proposal, nor use one that names it.
    const issued = await m.broker2.post(`/api/companies/${m.id.southerncross}/temporary-users`, {
      name: "X",
      subjectType: "proposal",
      subjectId: a.body.id,
    });
    expect(issued.status).toBe(404);
    const link = await t.db
      .update(temporaryAccessTokens)
      .set({ companyId: m.id.southerncross })
      .where(eq(temporaryAccessTokens.subjectId, String(b.body.id)))
      .returning();
    expect(link).toHaveLength(1);
    const tokenB = tokenOf(b.body.link);
    expect((await client.get(`/api/proposals/${b.body.id}`, as(tokenB))).status).toBe(401);
    const rewrite = await client.request(
      "PUT",
      `/api/proposals/${b.body.id}`,
      { answers: {} },
      { csrf: false, ...as(tokenB) },
    );
    expect(rewrite.status).toBe(401);
    // The client company user sees only proposals named for their company.
    const mine = await clientUser.get(`/api/companies/${kookaburra}/client-policies`);
    expect(mine.body.data.map((p: { riskPackageId: number }) => p.riskPackageId)).not.toContain(
      first.id,
    );
  });

  it("after bind the client company's users see and download the policy documents, nobody else", async () => {
    const risk = await initiated({ answers: piAnswers() });
    const sent = await send(risk.id, {
      clientName: "Kim Client",
      email: "kim@example.com",
      clientCompanyId: kookaburra,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await m.broker.post(`${brokerUrl(m, risk.id)}/proposals/${sent.body.id}/revoke`, {});
    const again = await send(risk.id, {
      clientName: "Kim",
      clientCompanyId: kookaburra,
      email: "kim@example.com",
    });
    const done = await new TestClient(t.app).request(
      "POST",
      `/api/proposals/${again.body.id}/done`,
      { confirm: true },
      { csrf: false, ...as(tokenOf(again.body.link)) },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await m.broker.post(`${brokerUrl(m, risk.id)}/submit`, {})).status).toBe(200);
    await t.app.jobs.drain();
    const uw = `/api/companies/${m.id.coastal}/risks/${risk.id}`;
    expect((await m.underwriter.post(`${uw}/bind`, { declaration: true })).status).toBe(200);
    await t.app.jobs.drain();

    const mine = await clientUser.get(`/api/companies/${kookaburra}/client-policies?perPage=50`);
    const policy = mine.body.data.find(
      (p: { riskPackageId: number }) => p.riskPackageId === risk.id,
    );
    expect(policy.proposal).toMatchObject({ id: again.body.id, status: "done" });
    expect(policy.can).toEqual({ notifyClaim: true, downloadCertificate: true });
    expect(policy.transactionStatus).toBe(TransactionStatus.Bound);
    expect(policy.documents.map((d: { kind: string }) => d.kind)).toEqual(["policy", "quotation"]);
    const [schedule] = policy.documents;
    expect(schedule.url).toBe(
      `/api/companies/${kookaburra}/client-policies/${risk.id}/documents/${schedule.id}/file`,
    );
    const bytes = async (client: TestClient, url: string) => {
      const cookie = [...client.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
      return t.app.inject({ method: "GET", url, headers: { cookie } });
    };
    const file = await bytes(clientUser, schedule.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // The same file through the client company's own file route.
    const issued = await m.underwriter.get(`${uw}/documents`);
    const ownRoute = `/api/companies/${kookaburra}/file-versions/${issued.body.data[0].fileVersionId}`;
    const own = await bytes(clientUser, ownRoute);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(file.rawPayload)).toBe(true);
    // Not another package's document, not a package that is not the client's, not another
    // company.
    const stranger = await initiated({ answers: piAnswers() });
    const notMine = schedule.url.replace(`/${risk.id}/`, `/${stranger.id}/`);
    expect((await bytes(clientUser, notMine)).statusCode).toBe(404);
    const other = await initiated({ answers: piAnswers() });
    const otherSent = await send(other.id, {
      clientName: "Kim",
      clientCompanyId: kookaburra,
      email: "kim@example.com",
    });
    expect(otherSent.status).toBe(201);
    const elsewhere = schedule.url.replace(`/${risk.id}/`, `/${other.id}/`);
    expect((await bytes(clientUser, elsewhere)).statusCode).toBe(404);
    expect((await bytes(m.broker, schedule.url)).statusCode).toBe(404);
    const asBroker = schedule.url.replace(
      `/companies/${kookaburra}/`,
      `/companies/${m.id.harbourside}/`,
    );
    expect((await bytes(m.broker, asBroker)).statusCode).toBe(404);
  });
});
