/** Test helpers for the claims API tests: the demo market, a second legal firm, bound policies. */
import { CompanyType } from "@platform/domain";
import { expect } from "vitest";
import { newRisk, riskMarket } from "../modules/risks/fixtures.ts";
import { DEMO_PASSWORD } from "../seed/demo.ts";
import { assignRole, createCompany, createRole, createUser } from "../seed/factories.ts";
import type { TestApp } from "./app.ts";
import { TestClient } from "./client.ts";
import { companyIdOf } from "./market.ts";

export async function claimsMarket(t: TestApp) {
  const m = await riskMarket(t);
  const other = await createCompany(t.db, {
    name: "Other Legal",
    handle: "otherlegal",
    refCompanyTypeId: CompanyType.Legal,
  });
  const role = await createRole(t.db, other, "Administrator", undefined, true);
  const user = await createUser(t.db, {
    name: "Olive Other",
    email: "other.legal@claims.test",
    password: DEMO_PASSWORD,
  });
  await assignRole(t.db, user.id, role);
  const signIn = async (email: string) => {
    const client = new TestClient(t.app);
    await client.login(email, DEMO_PASSWORD);
    return client;
  };
  const [legal, otherLegal, client] = await Promise.all([
    signIn("legal@demo.test"),
    signIn("other.legal@claims.test"),
    signIn("client@demo.test"),
  ]);
  const ids = {
    ...m.id,
    bankshale: await companyIdOf(t.db, "bankshale"),
    kookaburra: await companyIdOf(t.db, "kookaburra"),
    otherlegal: other.id,
  };

  /** A policy the broker places and binds (inception today). */
  async function boundPolicy(extra: Record<string, unknown> = {}) {
    const created = await m.broker.post(
      `/api/companies/${ids.harbourside}/risks`,
      newRisk(m.packageId, extra),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const url = `/api/companies/${ids.harbourside}/risks/${created.body.id}`;
    expect((await m.broker.post(`${url}/submit`, {})).status).toBe(200);
    const bound = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    return bound.body as {
      id: number;
      policyNumber: string;
      inceptionDate: string;
      expiryDate: string;
    };
  }

  return { ...m, id: ids, legal, otherLegal, client, boundPolicy };
}
