import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
let harbourside: number;
let coastal: number;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  harbourside = await market.companyId("harbourside");
  coastal = await market.companyId("coastal");
});
afterAll(() => t.close());

const validCompany = {
  name: "Wattle Risk Partners",
  legalName: "Wattle Risk Partners Pty Ltd",
  registrationType: 1,
  registrationNumber: "53 004 085 616",
  refCompanyTypeId: 2,
  handle: "wattle",
  address: {
    line1: "5 Martin Place",
    city: "Sydney",
    state: "NSW",
    postcode: "2000",
    country: "AU",
  },
  yearEstablished: 2019,
  website: "wattle.example.com.au",
  currency: "aud",
  tags: ["SME", "Property"],
};

describe("registering a company", () => {
  it("creates it active (automatic approval) and makes the creator its administrator", async () => {
    const client = new TestClient(t.app);
    await client.post("/api/register", {
      name: "Wendy Wattle",
      email: "wendy@wattle.test",
      password: "Wattle-Pass-2024",
      password_confirmation: "Wattle-Pass-2024",
    });
    const created = await client.post("/api/companies", validCompany);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number) });

    const me = (await client.get("/api/user")).body;
    expect(me.roles).toHaveLength(1);
    expect(me.roles[0]).toMatchObject({ name: "Administrator", companyId: created.body.id });
    expect(me.roles[0].companyTypePermissionIds.length).toBe(
      me.roles[0].company.companyTypePermissions.length,
    );

    const company = (await client.get(`/api/companies/${created.body.id}`)).body;
    expect(company).toMatchObject({
      name: "Wattle Risk Partners",
      registrationNumber: "53004085616",
      isActive: true,
      website: "https://wattle.example.com.au",
      tags: ["Property", "SME"],
      address: { state: "NSW", postcode: "2000", country: "AU" },
    });
    expect(company.actorPermissionIds).toContain(1);
  });

  it("validates the registration details with the spec's messages", async () => {
    const client = await market.signIn("broker@demo.test");
    const response = await client.post("/api/companies", {
      ...validCompany,
      name: "",
      handle: "www",
      registrationNumber: "51 824 753 557",
      website: "not a url",
      yearEstablished: 1700,
      address: { state: "XYZ", postcode: "20", country: "AU" },
      tags: ["a", "A"],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({
      name: ["Company name is required"],
      registrationNumber: ["Enter a valid ABN (11 digits)"],
      website: ["A valid website URL is required (e.g. www.example.com.au)"],
      yearEstablished: ["The value must be greater than or equal to 1800"],
      "address.state": [expect.any(String)],
      "address.postcode": ["A postcode has 4 digits"],
      tags: ["Duplicate values are not allowed"],
    });
    expect(response.body.errors.handle[0]).toContain("reserved");
  });

  it("refuses a taken handle and an NZBN that fails its check digit", async () => {
    const client = await market.signIn("broker@demo.test");
    const taken = await client.post("/api/companies", { ...validCompany, handle: "coastal" });
    expect(taken.body.errors).toEqual({ handle: ["This handle is already in use"] });
    const nzbn = await client.post("/api/companies", {
      ...validCompany,
      handle: "kiwi",
      registrationType: 2,
      registrationNumber: "9429041561467",
    });
    expect(nzbn.body.errors).toEqual({ registrationNumber: ["Enter a valid NZBN (13 digits)"] });
  });

  it("says whether a handle is free, in the words registration would use", async () => {
    const client = await market.signIn("broker@demo.test");
    const check = async (handle: string) =>
      (await client.get(`/api/company-handles/availability?handle=${encodeURIComponent(handle)}`))
        .body;
    expect(await check(" Wattle-Two ")).toEqual({
      handle: "wattle-two",
      available: true,
      message: null,
    });
    expect(await check("coastal")).toEqual({
      handle: "coastal",
      available: false,
      message: "This handle is already in use",
    });
    expect((await check("admin")).available).toBe(false);
    expect((await check("bad_handle")).message).toEqual(expect.any(String));
    expect((await client.get("/api/company-handles/availability")).status).toBe(422);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get("/api/company-handles/availability?handle=x")).status).toBe(401);
  });

  it("lets only the platform register a system company", async () => {
    const client = await market.signIn("broker@demo.test");
    const response = await client.post("/api/companies", {
      ...validCompany,
      handle: "fakesystem",
      refCompanyTypeId: 6,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty("refCompanyTypeId");
  });

  it("waits for the system company's approval when approval is on", async () => {
    const manual = await createTestApp({ COMPANY_APPROVAL: "true" });
    try {
      const m = await demoMarket(manual);
      const client = new TestClient(manual.app);
      await client.post("/api/register", {
        name: "Pat Pending",
        email: "pat@pending.test",
        password: "Pending-Pass-2024",
        password_confirmation: "Pending-Pass-2024",
      });
      const { id } = (await client.post("/api/companies", { ...validCompany, handle: "pending" }))
        .body;
      expect((await client.get(`/api/companies/${id}`)).body.isActive).toBe(false);
      // Inactive companies offer no roles (SPEC §6) and have no public profile.
      expect(
        (await new TestClient(manual.app).get(`/api/companies/by-handle/pending`)).status,
      ).toBe(404);

      const admin = await m.signIn("admin@demo.test");
      const notifications = (await admin.get("/api/user/notifications")).body.data;
      expect(
        notifications.some((n: { type: string }) => n.type === "company.approval_requested"),
      ).toBe(true);

      // Roles in an inactive company count for nothing, so its owner cannot approve it.
      expect((await client.put(`/api/companies/${id}`, { isActive: true })).status).toBe(404);
      const approved = await admin.put(`/api/companies/${id}`, { isActive: true });
      expect(approved.status).toBe(200);
      const mine = (await client.get("/api/user/notifications")).body.data;
      expect(mine[0].type).toBe("company.approved");
    } finally {
      await manual.close();
    }
  });
});

describe("reading companies", () => {
  it("lists only the user's own companies; the system company sees all", async () => {
    const multi = await market.signIn("multi@demo.test");
    const names = (await multi.get("/api/companies")).body.data.map(
      (c: { name: string }) => c.name,
    );
    expect(names).toEqual(["Coastal Underwriting Agency", "Harbourside Insurance Brokers"]);

    const admin = await market.signIn("admin@demo.test");
    const all = (await admin.get("/api/companies?refCompanyTypeId=3")).body.data;
    expect(all.map((c: { handle: string }) => c.handle).sort()).toEqual(["coastal", "summit"]);
    const searched = (await admin.get("/api/companies?search=harbour")).body.data;
    expect(searched.map((c: { handle: string }) => c.handle)).toEqual(["harbourside"]);
  });

  it("gives outsiders and anonymous visitors only the public profile", async () => {
    const outsider = await market.signIn("broker2@demo.test");
    const profile = (await outsider.get(`/api/companies/${harbourside}`)).body;
    expect(Object.keys(profile).sort()).toEqual([
      "appearance",
      "handle",
      "id",
      "name",
      "refCompanyTypeId",
    ]);
    const anonymous = await new TestClient(t.app).get(`/api/companies/by-handle/HARBOURSIDE`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.name).toBe("Harbourside Insurance Brokers");
    expect((await new TestClient(t.app).get("/api/companies/by-handle/nobody")).status).toBe(404);
  });

  it("company names list active companies for pickers", async () => {
    const client = await market.signIn("broker@demo.test");
    const names = (await client.get("/api/company-names?refCompanyTypeId=3")).body.data;
    expect(names).toEqual([
      { id: coastal, name: "Coastal Underwriting Agency", handle: "coastal", refCompanyTypeId: 3 },
      expect.objectContaining({ handle: "summit" }),
    ]);
  });
});

describe("what the user may do in a company (the `can` flags)", () => {
  type Flags = Record<string, boolean>;
  const roleIn = (me: { roles: { companyId: number; can: Flags }[] }, companyId: number) =>
    me.roles.find((role) => role.companyId === companyId)?.can;
  const only = (flags: Flags, granted: string[]) =>
    Object.fromEntries(Object.keys(flags).map((flag) => [flag, granted.includes(flag)]));

  it("gives an underwriter's administrator every ability its company type offers", async () => {
    const underwriter = await market.signIn("underwriter@demo.test");
    const me = (await underwriter.get("/api/user")).body;
    expect(me.can).toEqual({ actInEveryCompany: false });
    const can = roleIn(me, coastal)!;
    const everyButCompanies = Object.keys(can).filter((flag) => flag !== "manageCompanies");
    expect(can).toEqual(only(can, everyButCompanies));
    expect((await underwriter.get(`/api/companies/${coastal}`)).body.can).toEqual(can);
  });

  it("gives a broker's administrator what a broker offers (no catalogue, no agreements)", async () => {
    const broker = await market.signIn("broker@demo.test");
    const can = roleIn((await broker.get("/api/user")).body, harbourside)!;
    expect(can).toEqual(
      only(can, [
        "manageDocuments",
        "executeReports",
        "manageFiles",
        "manageCompanyDetails",
        "manageCompanyUsers",
        "manageInvitations",
        "manageRoles",
        "manageCompanyTags",
        "manageAny",
      ]),
    );
    expect((await broker.get(`/api/companies/${harbourside}`)).body.can).toEqual(can);
  });

  it("gives a view-only role (ViewRisks) no ability at all", async () => {
    const assistant = await market.signIn("assistant@demo.test");
    const me = (await assistant.get("/api/user")).body;
    expect(me.can).toEqual({ actInEveryCompany: false });
    const can = roleIn(me, harbourside)!;
    expect(Object.keys(can).length).toBeGreaterThan(10);
    expect(can).toEqual(only(can, []));
    expect((await assistant.get(`/api/companies/${harbourside}`)).body.can).toEqual(can);
  });

  it("gives a system user every ability in every company, member or not", async () => {
    const admin = await market.signIn("admin@demo.test");
    const me = (await admin.get("/api/user")).body;
    expect(me.can).toEqual({ actInEveryCompany: true });
    const can = (await admin.get(`/api/companies/${coastal}`)).body.can;
    expect(can).toEqual(only(can, Object.keys(can)));
    for (const role of me.roles) expect(role.can).toEqual(can);
  });
});

describe("portals", () => {
  it("resolves the company from the host's first label", async () => {
    const visitor = new TestClient(t.app);
    const portal = await visitor.get("/api/portal", {
      headers: { host: "harbourside.localhost:3000" },
    });
    expect(portal.body).toMatchObject({
      handle: "harbourside",
      company: { name: "Harbourside Insurance Brokers" },
    });
    const base = await visitor.get("/api/portal", { headers: { host: "localhost:3000" } });
    expect(base.body).toMatchObject({ handle: null, company: null });
    const environment = await visitor.get("/api/portal", { headers: { host: "uat.localhost" } });
    expect(environment.body.company).toBeNull();
    const unknown = await visitor.get("/api/portal", { headers: { host: "nobody.localhost" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("No company was found");
  });
});

describe("updating a company", () => {
  it("lets a member with ManageCompanyDetails update details and appearance", async () => {
    const client = await market.signIn("broker@demo.test");
    const response = await client.put(`/api/companies/${harbourside}`, {
      tradingName: "Harbourside",
      appearance: { headerTextColour: "#112233", showLogoOnHeader: true },
      tags: ["Marine"],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      tradingName: "Harbourside",
      tags: ["Marine"],
      appearance: { headerTextColour: "#112233", showLogoOnHeader: true },
    });
  });

  it("refuses a member without the permission (403) and a non-member (404)", async () => {
    const assistant = await market.signIn("assistant@demo.test");
    const forbidden = await assistant.put(`/api/companies/${harbourside}`, {
      tradingName: "Mine now",
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("You do not have permission to access this content");
    const outsider = await market.signIn("underwriter@demo.test");
    expect(
      (await outsider.put(`/api/companies/${harbourside}`, { tradingName: "Mine now" })).status,
    ).toBe(404);
  });

  it("lets only the system company activate or deactivate a company", async () => {
    const client = await market.signIn("broker@demo.test");
    const response = await client.put(`/api/companies/${harbourside}`, { isActive: false });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe("You do not have permission to edit this item");
  });

  it("cannot change the type or handle after registration", async () => {
    const client = await market.signIn("broker@demo.test");
    const response = await client.put(`/api/companies/${harbourside}`, {
      handle: "other",
      refCompanyTypeId: 3,
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(["handle", "refCompanyTypeId"]);
  });
});
