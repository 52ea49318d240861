import { Permission } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
let harbourside: number;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  harbourside = await market.companyId("harbourside");
});
afterAll(() => t.close());

describe("roles and permissions", () => {
  it("lists roles with their permissions and user counts", async () => {
    const client = await market.signIn("broker@demo.test");
    const { body } = await client.get(`/api/companies/${harbourside}/roles`);
    const byName = Object.fromEntries(body.data.map((role: { name: string }) => [role.name, role]));
    expect(byName.Administrator).toMatchObject({ isSpecial: true, userCount: 2 });
    expect(byName["Account assistant"]).toMatchObject({
      isSpecial: false,
      userCount: 1,
      permissionIds: [Permission.ViewRisks],
    });
  });

  it("creates, renames and re-permissions a role; names are unique per company", async () => {
    const client = await market.signIn("broker@demo.test");
    const created = await client.post(`/api/companies/${harbourside}/roles`, {
      name: "Placement officer",
      permissionIds: [Permission.ManageRisks, Permission.ViewRisks],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Placement officer",
      permissionIds: [9, 10],
      userCount: 0,
    });

    const duplicate = await client.post(`/api/companies/${harbourside}/roles`, {
      name: "placement OFFICER",
      permissionIds: [],
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({ name: ["The name is already in use"] });

    const updated = await client.put(`/api/companies/${harbourside}/roles/${created.body.id}`, {
      name: "Senior placement officer",
      permissionIds: [Permission.ManageRisks, Permission.ViewRisks, Permission.ManageClients],
    });
    expect(updated.body).toMatchObject({
      name: "Senior placement officer",
      permissionIds: [9, 10, 11],
    });
  });

  it("refuses permissions the company type does not offer and a missing name", async () => {
    const client = await market.signIn("broker@demo.test");
    const productPermission = await client.post(`/api/companies/${harbourside}/roles`, {
      name: "Designer",
      permissionIds: [Permission.ManageProducts],
    });
    expect(productPermission.status).toBe(422);
    expect(productPermission.body.errors.permissionIds[0]).toContain("does not offer");
    const noName = await client.post(`/api/companies/${harbourside}/roles`, { permissionIds: [] });
    expect(noName.body.errors).toEqual({ name: ["The name field is required"] });
  });

  it("keeps every permission on the administrator role and never deletes it", async () => {
    const client = await market.signIn("broker@demo.test");
    const roles = (await client.get(`/api/companies/${harbourside}/roles`)).body.data;
    const admin = roles.find((role: { isSpecial: boolean }) => role.isSpecial);
    const renamed = await client.put(`/api/companies/${harbourside}/roles/${admin.id}`, {
      name: "Owner",
      permissionIds: [],
    });
    expect(renamed.body.name).toBe("Owner");
    expect(renamed.body.permissionIds).toEqual(admin.permissionIds);
    const deleted = await client.delete(`/api/companies/${harbourside}/roles/${admin.id}`);
    expect(deleted.status).toBe(422);
    expect(deleted.body.errors).toEqual({ role: ["The administrator role cannot be deleted"] });
  });

  it("moves a deleted role's users to the role with the fewest permissions and tells them", async () => {
    const client = await market.signIn("broker@demo.test");
    const big = (
      await client.post(`/api/companies/${harbourside}/roles`, {
        name: "Big",
        permissionIds: [1, 2, 3, 4],
      })
    ).body;
    const assistantUser = (await client.get(`/api/companies/${harbourside}/users`)).body.data.find(
      (user: { email: string }) => user.email === "assistant@demo.test",
    );
    await client.put(`/api/companies/${harbourside}/users/${assistantUser.id}`, { roleId: big.id });
    const result = await client.delete(`/api/companies/${harbourside}/roles/${big.id}`);
    expect(result.status).toBe(200);
    const roles = (await client.get(`/api/companies/${harbourside}/roles`)).body.data;
    const fewest = [...roles].sort((a, b) => a.permissionIds.length - b.permissionIds.length)[0];
    expect(result.body).toEqual({ movedTo: fewest.id, movedUsers: 1 });
    const assistant = await market.signIn("assistant@demo.test");
    const me = (await assistant.get("/api/user")).body;
    expect(me.roles[0].id).toBe(fewest.id);
    const notes = (await assistant.get(`/api/user/notifications?companyId=${harbourside}`)).body
      .data;
    expect(notes[0].data.message).toContain('"Big" was removed');
  });

  it("needs ManageRolesAndPermissions to change roles", async () => {
    const assistant = await market.signIn("assistant@demo.test");
    expect(
      (
        await assistant.post(`/api/companies/${harbourside}/roles`, {
          name: "Sneaky",
          permissionIds: [],
        })
      ).status,
    ).toBe(403);
    expect((await assistant.get(`/api/companies/${harbourside}/roles`)).status).toBe(403);
  });
});

describe("company users", () => {
  it("changes a user's role and notifies them; keeps at least one administrator", async () => {
    const client = await market.signIn("broker@demo.test");
    const users = (await client.get(`/api/companies/${harbourside}/users`)).body.data;
    expect(users.map((user: { email: string }) => user.email).sort()).toEqual([
      "assistant@demo.test",
      "broker@demo.test",
      "multi@demo.test",
    ]);
    const roles = (await client.get(`/api/companies/${harbourside}/roles`)).body.data;
    const admin = roles.find((role: { isSpecial: boolean }) => role.isSpecial);
    const other = roles.find((role: { isSpecial: boolean }) => !role.isSpecial);
    const multi = users.find((user: { email: string }) => user.email === "multi@demo.test");
    const broker = users.find((user: { email: string }) => user.email === "broker@demo.test");

    expect(
      (await client.put(`/api/companies/${harbourside}/users/${multi.id}`, { roleId: other.id }))
        .status,
    ).toBe(200);
    const last = await client.put(`/api/companies/${harbourside}/users/${broker.id}`, {
      roleId: other.id,
    });
    expect(last.status).toBe(422);
    expect(last.body.errors).toEqual({ roleId: ["A company needs at least one administrator"] });
    expect(
      (await client.put(`/api/companies/${harbourside}/users/${multi.id}`, { roleId: admin.id }))
        .status,
    ).toBe(200);
  });

  it("removes a user from the company", async () => {
    const client = await market.signIn("broker@demo.test");
    const users = (await client.get(`/api/companies/${harbourside}/users`)).body.data;
    const assistant = users.find((user: { email: string }) => user.email === "assistant@demo.test");
    expect(
      (await client.delete(`/api/companies/${harbourside}/users/${assistant.id}`)).status,
    ).toBe(204);
    const removed = await market.signIn("assistant@demo.test");
    expect((await removed.get("/api/user")).body.roles).toEqual([]);
  });
});
