import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, seedDemoMarket } from "../../seed/demo.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMarket(t.db);
});
afterAll(() => t.close());

async function signedIn(email = "broker@demo.test", password = DEMO_PASSWORD) {
  const client = new TestClient(t.app);
  await client.login(email, password);
  return client;
}

describe("GET /user", () => {
  it("answers the user with roles, each with its company and permission ids", async () => {
    const client = await signedIn("multi@demo.test");
    const { status, body } = await client.get("/api/user");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: "multi@demo.test",
      theme: "auto",
      preferredContactMethod: 1,
      isTemporaryUser: false,
    });
    expect(body.roles.map((role: { company: { name: string } }) => role.company.name)).toEqual([
      "Harbourside Insurance Brokers",
      "Coastal Underwriting Agency",
    ]);
    const [broker] = body.roles;
    expect(broker.name).toBe("Administrator");
    expect(broker.companyTypePermissionIds.length).toBe(
      broker.company.companyTypePermissions.length,
    );
    expect(typeof body.memberSince).toBe("number");
    expect(typeof body.lastActivityAt).toBe("number");
  });
});

describe("PUT /user", () => {
  it("updates name, theme, phone and preferred contact method", async () => {
    const client = await signedIn();
    const noPassword = await client.put("/api/user", { phone: "+61 2 9999 0000" });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors).toEqual({
      current_password: ["The current password is incorrect"],
    });
    const response = await client.put("/api/user", {
      name: "Bianca B.",
      theme: "dark",
      phone: "+61 2 9999 0000",
      preferredContactMethod: 2,
      current_password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: "Bianca B.",
      theme: "dark",
      phone: "+61 2 9999 0000",
      preferredContactMethod: 2,
    });
    expect((await client.get("/api/user")).body.theme).toBe("dark");
  });

  it("refuses bad values with field messages and changes nothing", async () => {
    const client = await signedIn("broker2@demo.test");
    const response = await client.put("/api/user", {
      name: "",
      theme: "purple",
      preferredContactMethod: 9,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.name).toEqual(["Name is required"]);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      "name",
      "preferredContactMethod",
      "theme",
    ]);
    expect((await client.get("/api/user")).body.name).toBe("Sam Southern");
  });

  it("cannot change the email or id through the profile", async () => {
    const client = await signedIn("broker2@demo.test");
    const response = await client.put("/api/user", { email: "evil@example.com", id: 1 });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      email: ["This field is not allowed"],
      id: ["This field is not allowed"],
    });
  });

  it("requires a signed-in user", async () => {
    expect((await new TestClient(t.app).put("/api/user", { theme: "dark" })).status).toBe(401);
  });
});

describe("PUT /user/password", () => {
  it("checks the current password and the rules, then ends the other sessions", async () => {
    const client = await signedIn("legal@demo.test");
    const otherDevice = await signedIn("legal@demo.test");

    const wrongCurrent = await client.put("/api/user/password", {
      current_password: "Not-The-Password-1",
      password: "Brand-New-Password-7",
      password_confirmation: "Brand-New-Password-7",
    });
    expect(wrongCurrent.status).toBe(422);
    expect(wrongCurrent.body.errors).toEqual({
      current_password: ["The current password is incorrect"],
    });

    const weak = await client.put("/api/user/password", {
      current_password: DEMO_PASSWORD,
      password: "alllowercase",
      password_confirmation: "alllowercase",
    });
    expect(weak.body.errors.password).toEqual([
      "Must include uppercase letter",
      "Must include number",
      "Must include special symbol",
    ]);

    const changed = await client.put("/api/user/password", {
      current_password: DEMO_PASSWORD,
      password: "Brand-New-Password-7",
      password_confirmation: "Brand-New-Password-7",
    });
    expect(changed.status).toBe(204);
    expect((await client.get("/api/user")).status).toBe(200);
    expect((await otherDevice.get("/api/user")).status).toBe(401);

    const oldPassword = await new TestClient(t.app).post("/api/login", {
      email: "legal@demo.test",
      password: DEMO_PASSWORD,
    });
    expect(oldPassword.status).toBe(422);
    await new TestClient(t.app).login("legal@demo.test", "Brand-New-Password-7");
  });
});
