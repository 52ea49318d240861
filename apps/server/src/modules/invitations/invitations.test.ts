import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "../../platform/mail/tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { invitations } from "./tables.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
let harbourside: number;
let assistantRoleId: number;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  harbourside = await market.companyId("harbourside");
  const client = await market.signIn("broker@demo.test");
  const roles = (await client.get(`/api/companies/${harbourside}/roles`)).body.data;
  assistantRoleId = roles.find((role: { isSpecial: boolean }) => !role.isSpecial).id;
});
afterAll(() => t.close());

const tokenOf = (link: string) => decodeURIComponent(link.split("/invitations/")[1]!);

async function invite(email: string) {
  const client = await market.signIn("broker@demo.test");
  const response = await client.post(`/api/companies/${harbourside}/invitations`, {
    email,
    roleId: assistantRoleId,
  });
  expect(response.status).toBe(201);
  return { client, invitation: response.body, token: tokenOf(response.body.link) };
}

describe("invitations", () => {
  it("invites by email, emails the signed link, and stores only a hash", async () => {
    const { invitation, token } = await invite("New.Person@Example.com");
    expect(invitation).toMatchObject({
      email: "new.person@example.com",
      status: "pending",
      roleName: "Account assistant",
    });
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.tokenHash).not.toContain(token.split(".")[1]);
    await t.app.jobs.drain();
    const mail = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, "new.person@example.com"));
    expect(mail.at(-1)!.body).toContain(invitation.link);
  });

  it("creates the account when accepting as a newcomer and signs them in", async () => {
    const { client: inviter, token } = await invite("newcomer@example.com");
    const visitor = new TestClient(t.app);
    const described = await visitor.get(`/api/invitations/${encodeURIComponent(token)}`);
    expect(described.body).toMatchObject({
      email: "newcomer@example.com",
      accountExists: false,
      roleName: "Account assistant",
      company: { name: "Harbourside Insurance Brokers" },
    });

    const missing = await visitor.post(`/api/invitations/${encodeURIComponent(token)}/accept`, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(["name", "password"]);

    const accepted = await visitor.post(`/api/invitations/${encodeURIComponent(token)}/accept`, {
      name: "Nina Newcomer",
      password: "Newcomer-Pass-1",
      password_confirmation: "Newcomer-Pass-1",
    });
    expect(accepted.status).toBe(200);
    const me = (await visitor.get("/api/user")).body;
    expect(me).toMatchObject({
      name: "Nina Newcomer",
      roles: [{ companyId: harbourside, name: "Account assistant" }],
    });

    // Used once: the same link is now invalid; the inviter hears about it.
    const again = await new TestClient(t.app).get(`/api/invitations/${encodeURIComponent(token)}`);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe("The invitation is either invalid or has expired");
    const notes = (await inviter.get(`/api/user/notifications?companyId=${harbourside}`)).body.data;
    expect(notes[0]).toMatchObject({ type: "invitation.accepted" });
  });

  it("adds the role to an existing account signed in with the invited email only", async () => {
    const { token } = await invite("underwriter@demo.test");
    const wrongUser = await market.signIn("legal@demo.test");
    const refused = await wrongUser.post(
      `/api/invitations/${encodeURIComponent(token)}/accept`,
      {},
    );
    expect(refused.status).toBe(403);
    const anonymous = await new TestClient(t.app).post(
      `/api/invitations/${encodeURIComponent(token)}/accept`,
      {},
    );
    expect(anonymous.status).toBe(401);
    const invitee = await market.signIn("underwriter@demo.test");
    const invitedNotice = (await invitee.get("/api/user/notifications")).body.data.find(
      (n: { type: string }) => n.type === "invitation.received",
    );
    expect(invitedNotice.data.frontendUrl).toContain("/invitations/");
    expect(
      (await invitee.post(`/api/invitations/${encodeURIComponent(token)}/accept`, {})).status,
    ).toBe(200);
    expect(
      (await invitee.get("/api/user")).body.roles.map(
        (role: { companyId: number }) => role.companyId,
      ),
    ).toContain(harbourside);
  });

  it("tells a mangled link from a dead one", async () => {
    const { token } = await invite("mangled@example.com");
    const visitor = new TestClient(t.app);
    const tampered = `${token.slice(0, -2)}xx`;
    const bad = await visitor.get(`/api/invitations/${encodeURIComponent(tampered)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("The link to the invitation doesn't look right");
    expect((await visitor.get("/api/invitations/garbage")).body.message).toBe(
      "The link to the invitation doesn't look right",
    );
  });

  it("revokes and resends: only the newest link works", async () => {
    const { client, invitation, token } = await invite("revoked@example.com");
    const resent = await client.post(
      `/api/companies/${harbourside}/invitations/${invitation.id}/resend`,
    );
    expect(resent.status).toBe(200);
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/api/invitations/${encodeURIComponent(token)}`)).status).toBe(410);
    const newToken = tokenOf(resent.body.link);
    expect((await visitor.get(`/api/invitations/${encodeURIComponent(newToken)}`)).status).toBe(
      200,
    );
    expect(
      (await client.delete(`/api/companies/${harbourside}/invitations/${invitation.id}`)).status,
    ).toBe(204);
    expect((await visitor.get(`/api/invitations/${encodeURIComponent(newToken)}`)).status).toBe(
      410,
    );
    const list = (await client.get(`/api/companies/${harbourside}/invitations`)).body.data;
    expect(list.find((row: { id: number }) => row.id === invitation.id).status).toBe("revoked");
  });

  it("expires after the configured days", async () => {
    const { invitation, token } = await invite("late@example.com");
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id));
    expect(
      (await new TestClient(t.app).get(`/api/invitations/${encodeURIComponent(token)}`)).status,
    ).toBe(410);
  });

  it("refuses to invite an existing member, a foreign role, or without ManageInvitations", async () => {
    const client = await market.signIn("broker@demo.test");
    const member = await client.post(`/api/companies/${harbourside}/invitations`, {
      email: "multi@demo.test",
      roleId: assistantRoleId,
    });
    expect(member.body.errors).toEqual({
      email: ["This person is already a member of the company"],
    });
    const foreignRole = await client.post(`/api/companies/${harbourside}/invitations`, {
      email: "x@example.com",
      roleId: 1,
    });
    expect(foreignRole.body.errors).toEqual({ roleId: ["Choose a role of this company"] });
    const assistant = await market.signIn("assistant@demo.test");
    expect(
      (
        await assistant.post(`/api/companies/${harbourside}/invitations`, {
          email: "x@example.com",
          roleId: assistantRoleId,
        })
      ).status,
    ).toBe(403);
  });
});
