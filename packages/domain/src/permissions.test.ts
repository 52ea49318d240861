import { describe, expect, it } from "vitest";
import {
  CompanyType,
  type CompanyTypeId,
  companyTypeIds,
  Permission,
  type PermissionId,
  permissionIds,
  permissionNames,
} from "./enums.ts";
import {
  type AccessCompany,
  type AccessRole,
  type AccessUser,
  activeRoles,
  asksWhichCompanyAtSignIn,
  canActInCompany,
  chooseRepresentingCompanyId,
  companyTypePermissionMatrix,
  contextFlags,
  isMemberOf,
  isSystemUser,
  type NavigationInput,
  navigationLinks,
  roleIn,
  rolePermissionIds,
  sortRolesForSelection,
} from "./permissions.ts";

// ---------------------------------------------------------------------------------------------
// Factories. A company's type permissions get ids unique to the company (companyId * 100 + p),
// as the database would give them, so a role can only hold what its own company offers.

let nextRoleId = 1;

function company(id: number, type: CompanyTypeId, isActive = true): AccessCompany {
  return {
    id,
    refCompanyTypeId: type,
    isActive,
    companyTypePermissions: companyTypePermissionMatrix[type].map((p) => ({
      id: id * 100 + p,
      refPermissionId: p,
    })),
  };
}

/** A role in `c` holding the given permissions (only those the company's type offers count). */
function role(c: AccessCompany, permissions: readonly number[]): AccessRole {
  return {
    id: nextRoleId++,
    companyId: c.id,
    company: c,
    companyTypePermissionIds: c.companyTypePermissions
      .filter((tp) => permissions.includes(tp.refPermissionId))
      .map((tp) => tp.id),
  };
}

const allOf = (c: AccessCompany) => c.companyTypePermissions.map((tp) => tp.refPermissionId);

function user(roles: AccessRole[], isTemporaryUser = false): AccessUser {
  return { id: 1, isTemporaryUser, roles };
}

const typeName = (t: number) =>
  Object.entries(CompanyType).find(([, id]) => id === t)?.[0] ?? `type ${t}`;
const nonSystemTypes = companyTypeIds.filter((t) => t !== CompanyType.System);

// ---------------------------------------------------------------------------------------------

describe("companyTypePermissionMatrix", () => {
  it("gives the System type every permission", () => {
    expect([...companyTypePermissionMatrix[CompanyType.System]].sort((a, b) => a - b)).toEqual(
      [...permissionIds].sort((a, b) => a - b),
    );
  });
  it("only uses known permission ids, without duplicates", () => {
    for (const type of companyTypeIds) {
      const list = companyTypePermissionMatrix[type];
      expect(new Set(list).size, typeName(type)).toBe(list.length);
      for (const p of list) expect(permissionIds).toContain(p);
    }
  });
  it("has the spec's permission ids (13 not shown)", () => {
    expect(permissionIds).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
  });
});

/** Every permission × company type × kind of user (SPEC §6). */
const accessCases = companyTypeIds.flatMap((type) =>
  permissionIds.map((permission) => ({ type, permission })),
);

describe("canActInCompany: every permission × company type × user", () => {
  const target = (type: CompanyTypeId, active = true) => company(10, type, active);

  describe.each(accessCases)(
    "$type/$permission",
    ({ type, permission }: { type: CompanyTypeId; permission: PermissionId }) => {
      const offered = companyTypePermissionMatrix[type].includes(permission);
      const label = `${permissionNames[permission]} in a ${typeName(type)} company`;

      it(`member whose role holds it: ${label}`, () => {
        const c = target(type);
        const u = user([role(c, [permission])]);
        // A role can only hold what its company's type offers; a System member may do anything.
        expect(canActInCompany(u, c.id, permission)).toBe(offered);
      });

      it(`member whose role holds everything else: ${label}`, () => {
        const c = target(type);
        const u = user([
          role(
            c,
            allOf(c).filter((p) => p !== permission),
          ),
        ]);
        expect(canActInCompany(u, c.id, permission)).toBe(type === CompanyType.System);
      });

      it(`member whose role holds nothing: ${label}`, () => {
        const c = target(type);
        const u = user([role(c, [])]);
        expect(canActInCompany(u, c.id, permission)).toBe(type === CompanyType.System);
      });

      it(`non-member with every permission elsewhere: ${label}`, () => {
        const c = target(type);
        const other = company(11, type === CompanyType.System ? CompanyType.Broker : type);
        const u = user([role(other, allOf(other))]);
        expect(canActInCompany(u, c.id, permission)).toBe(false);
      });

      it(`member of the inactive company: ${label}`, () => {
        const c = target(type, false);
        const u = user([role(c, allOf(c))]);
        expect(canActInCompany(u, c.id, permission)).toBe(false);
      });

      it(`system user with no permissions of their own: ${label}`, () => {
        const c = target(type);
        const system = company(1, CompanyType.System);
        expect(canActInCompany(user([role(system, [])]), c.id, permission)).toBe(true);
      });

      it(`system user of an inactive system company: ${label}`, () => {
        const c = target(type);
        const system = company(1, CompanyType.System, false);
        expect(canActInCompany(user([role(system, allOf(system))]), c.id, permission)).toBe(false);
      });

      it(`temporary user, even with the permission: ${label}`, () => {
        const c = target(type);
        const system = company(1, CompanyType.System);
        const u = user([role(c, allOf(c)), role(system, allOf(system))], true);
        expect(canActInCompany(u, c.id, permission)).toBe(false);
      });
    },
  );

  it("ignores type-permission ids that belong to another company", () => {
    const mine = company(10, CompanyType.Broker);
    const theirs = company(20, CompanyType.Broker);
    const borrowed: AccessRole = {
      ...role(mine, []),
      companyTypePermissionIds: theirs.companyTypePermissions.map((tp) => tp.id),
    };
    expect(canActInCompany(user([borrowed]), mine.id, Permission.ManageRisks)).toBe(false);
  });

  it("checks the role for the company asked about, not another role", () => {
    const broker = company(10, CompanyType.Broker);
    const underwriter = company(20, CompanyType.Underwriter);
    const u = user([role(broker, []), role(underwriter, [Permission.ManageProducts])]);
    expect(canActInCompany(u, underwriter.id, Permission.ManageProducts)).toBe(true);
    expect(canActInCompany(u, broker.id, Permission.ManageRisks)).toBe(false);
  });

  it("a user with no roles may do nothing", () => {
    for (const p of permissionIds) expect(canActInCompany(user([]), 10, p)).toBe(false);
  });
});

describe("rolePermissionIds", () => {
  it("resolves type-permission ids to permission ids", () => {
    const c = company(10, CompanyType.Underwriter);
    expect(rolePermissionIds(role(c, [Permission.ManageProducts, Permission.ViewRisks]))).toEqual(
      new Set([Permission.ManageProducts, Permission.ViewRisks]),
    );
    expect(rolePermissionIds(role(c, []))).toEqual(new Set());
  });
});

describe("isMemberOf, roleIn, activeRoles, isSystemUser", () => {
  it.each(companyTypeIds)("type %i: member only through a role in the active company", (type) => {
    const c = company(10, type);
    const other = company(20, type);
    const u = user([role(c, [])]);
    expect(isMemberOf(u, c.id)).toBe(true);
    expect(isMemberOf(u, other.id)).toBe(false);
    expect(roleIn(u, c.id)?.companyId).toBe(c.id);
    expect(roleIn(u, other.id)).toBeUndefined();
  });

  it.each(companyTypeIds)("type %i: a role in an inactive company is no membership", (type) => {
    const c = company(10, type, false);
    const u = user([role(c, allOf(c))]);
    expect(isMemberOf(u, c.id)).toBe(false);
    expect(roleIn(u, c.id)).toBeUndefined();
    expect(activeRoles(u)).toEqual([]);
  });

  it("a system user is not a member of other companies", () => {
    const system = company(1, CompanyType.System);
    const u = user([role(system, [])]);
    expect(isSystemUser(u)).toBe(true);
    expect(isMemberOf(u, 10)).toBe(false);
  });

  it.each(nonSystemTypes)("type %i alone does not make a system user", (type) => {
    const c = company(10, type);
    expect(isSystemUser(user([role(c, allOf(c))]))).toBe(false);
  });

  it("an inactive system company does not make a system user", () => {
    expect(isSystemUser(user([role(company(1, CompanyType.System, false), [])]))).toBe(false);
  });

  it("activeRoles keeps the active ones in order", () => {
    const a = role(company(10, CompanyType.Broker), []);
    const b = role(company(20, CompanyType.Broker, false), []);
    const c = role(company(30, CompanyType.Legal), []);
    expect(activeRoles(user([a, b, c]))).toEqual([a, c]);
  });
});

describe("sortRolesForSelection", () => {
  it("puts system companies first and keeps the given order otherwise", () => {
    const broker = role(company(10, CompanyType.Broker), []);
    const system1 = role(company(1, CompanyType.System), []);
    const underwriter = role(company(20, CompanyType.Underwriter), []);
    const system2 = role(company(2, CompanyType.System), []);
    const client = role(company(30, CompanyType.Client), []);
    const sorted = sortRolesForSelection([broker, system1, underwriter, system2, client]);
    expect(sorted.map((r) => r.companyId)).toEqual([1, 2, 10, 20, 30]);
  });

  it("does not change its input and copes with none", () => {
    const roles = [
      role(company(10, CompanyType.Broker), []),
      role(company(1, CompanyType.System), []),
    ];
    const before = [...roles];
    sortRolesForSelection(roles);
    expect(roles).toEqual(before);
    expect(sortRolesForSelection([])).toEqual([]);
  });
});

describe("chooseRepresentingCompanyId (SPEC §4)", () => {
  const broker = company(10, CompanyType.Broker);
  const underwriter = company(20, CompanyType.Underwriter);
  const inactive = company(30, CompanyType.Insurer, false);
  const system = company(1, CompanyType.System);
  const u = user([role(broker, []), role(underwriter, []), role(inactive, [])]);

  it.each([
    ["the stored id when the user has a role there", 20, 10, 20],
    ["the stored id over the portal company", 10, 20, 10],
    ["the portal company when nothing is stored", null, 20, 20],
    ["the portal company when the stored id is no longer the user's", 99, 20, 20],
    ["the portal company when the stored company is inactive", 30, 20, 20],
    ["the first role's company without stored id or portal", null, null, 10],
    ["the first role's company when the portal is not the user's", undefined, 99, 10],
    ["the first role's company when the portal company is inactive", null, 30, 10],
    ["the first role's company when stored and portal are both foreign", 98, 99, 10],
  ])("%s", (_, stored, portal, expected) => {
    expect(chooseRepresentingCompanyId(u, stored, portal)).toBe(expected);
  });

  it("prefers the system company as first role (it is listed first)", () => {
    const s = user([role(broker, []), role(system, [])]);
    expect(chooseRepresentingCompanyId(s, null, null)).toBe(system.id);
  });

  it("skips an inactive first role", () => {
    const s = user([role(inactive, []), role(underwriter, [])]);
    expect(chooseRepresentingCompanyId(s, null, null)).toBe(underwriter.id);
  });

  it("null when the user has no active role", () => {
    expect(chooseRepresentingCompanyId(user([]), 10, 10)).toBeNull();
    expect(chooseRepresentingCompanyId(user([role(inactive, [])]), 30, 30)).toBeNull();
  });
});

describe("asksWhichCompanyAtSignIn (SPEC §2 company selection)", () => {
  const broker = company(10, CompanyType.Broker);
  const underwriter = company(20, CompanyType.Underwriter);
  const inactive = company(30, CompanyType.Insurer, false);

  it("asks a user of two active companies signing in on the main site", () => {
    expect(asksWhichCompanyAtSignIn(user([role(broker, []), role(underwriter, [])]), null)).toBe(
      true,
    );
  });

  it("does not ask on the portal of one of the user's companies", () => {
    expect(asksWhichCompanyAtSignIn(user([role(broker, []), role(underwriter, [])]), 20)).toBe(
      false,
    );
  });

  it("asks on a portal that is not one of the user's companies", () => {
    expect(asksWhichCompanyAtSignIn(user([role(broker, []), role(underwriter, [])]), 99)).toBe(
      true,
    );
  });

  it("does not ask a user of one active company, however many roles or inactive companies", () => {
    expect(asksWhichCompanyAtSignIn(user([role(broker, []), role(inactive, [])]), null)).toBe(
      false,
    );
    expect(asksWhichCompanyAtSignIn(user([role(broker, [])]), null)).toBe(false);
    expect(asksWhichCompanyAtSignIn(user([]), null)).toBe(false);
  });
});

describe("contextFlags", () => {
  const names = ["client", "broker", "underwriting", "insurance", "legal", "system"] as const;

  it.each([
    [CompanyType.Client, "client"],
    [CompanyType.Broker, "broker"],
    [CompanyType.Underwriter, "underwriting"],
    [CompanyType.Insurer, "insurance"],
    [CompanyType.Legal, "legal"],
    [CompanyType.System, "system"],
  ] as const)("type %i sets only %s", (type, flag) => {
    const flags = contextFlags(type);
    for (const name of names) expect(flags[name], name).toBe(name === flag);
  });

  it.each([null, undefined, 0, 7, 13])("%j sets nothing", (type) => {
    expect(Object.values(contextFlags(type)).every((v) => v === false)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Navigation (SPEC §6), written out rule by rule as the oracle for an exhaustive table.

interface Scenario {
  representedType: CompanyTypeId;
  /** The company being viewed: the represented one, or another company of this type. */
  current: "represented" | CompanyTypeId;
  /** Role permissions in the represented company: all its type offers, or none. */
  permissions: "all" | "none";
}

function build(s: Scenario): NavigationInput & { u: AccessUser } {
  const represented = company(10, s.representedType);
  const r = role(represented, s.permissions === "all" ? allOf(represented) : []);
  const u = user([r]);
  const summary = (c: AccessCompany, handle: string) => ({
    id: c.id,
    refCompanyTypeId: c.refCompanyTypeId,
    handle,
  });
  const currentCompany =
    s.current === "represented"
      ? summary(represented, "mine")
      : summary(company(20, s.current), "theirs");
  return { u, user: u, currentCompany, representingCompany: summary(represented, "mine") };
}

function expectedLinks(s: Scenario) {
  const rep = s.representedType;
  const currentType = s.current === "represented" ? rep : s.current;
  const onRepresented = s.current === "represented";
  const isSystem = rep === CompanyType.System;
  const holds = (p: PermissionId) =>
    isSystem || (s.permissions === "all" && companyTypePermissionMatrix[rep].includes(p));
  const T = CompanyType;
  return {
    // role in the current company, it is the represented one, and of a dashboard type
    dashboard:
      onRepresented &&
      [T.Broker, T.Underwriter, T.Insurer, T.Legal, T.System].includes(rep as never),
    // Legal only
    incidents: rep === T.Legal,
    // Underwriter company, or broker / underwriting / system context; with ManageRisks
    products:
      (currentType === T.Underwriter ||
        [T.Broker, T.Underwriter, T.System].includes(rep as never)) &&
      holds(Permission.ManageRisks),
    // Underwriter or Insurer company, or broker / underwriting / insurance / system context;
    // with ViewRisks
    risks:
      (currentType === T.Underwriter ||
        currentType === T.Insurer ||
        [T.Broker, T.Underwriter, T.Insurer, T.System].includes(rep as never)) &&
      holds(Permission.ViewRisks),
    // an insurer on its own company: the agreements it carries
    bindingAgreements: onRepresented && rep === T.Insurer,
    // an insurer on its own company with ExecuteCompanyReports: its bordereaux
    bordereaux: onRepresented && rep === T.Insurer && holds(Permission.ExecuteCompanyReports),
    // a system company viewing another company
    manageCompany: isSystem && !onRepresented,
    // one role only in these scenarios
    switchCompany: false,
    // the represented company has a portal and another company is being viewed
    ownPortal: !onRepresented,
    userMenu: true,
  };
}

const scenarios: Scenario[] = companyTypeIds.flatMap((representedType) =>
  (["represented", ...companyTypeIds] as const).flatMap((current) =>
    (["all", "none"] as const).map((permissions) => ({ representedType, current, permissions })),
  ),
);

describe("navigationLinks: every represented type × viewed company × permissions", () => {
  it.each(scenarios)("%o", (s) => {
    const { u: _u, ...input } = build(s);
    expect(navigationLinks(input)).toEqual(expectedLinks(s));
  });
});

describe("navigationLinks: rules one by one", () => {
  const broker = company(10, CompanyType.Broker);
  const underwriter = company(20, CompanyType.Underwriter);
  const insurer = company(30, CompanyType.Insurer);
  const legal = company(40, CompanyType.Legal);
  const client = company(50, CompanyType.Client);
  const system = company(1, CompanyType.System);
  const view = (c: AccessCompany, handle: string | null = null) => ({
    id: c.id,
    refCompanyTypeId: c.refCompanyTypeId,
    handle,
  });

  describe("dashboard", () => {
    it.each([
      [CompanyType.Client, false],
      [CompanyType.Broker, true],
      [CompanyType.Underwriter, true],
      [CompanyType.Insurer, true],
      [CompanyType.Legal, true],
      [CompanyType.System, true],
    ] as const)("represented %i company viewed: %s", (type, expected) => {
      const c = company(10, type);
      const links = navigationLinks({
        user: user([role(c, [])]),
        currentCompany: view(c),
        representingCompany: view(c),
      });
      expect(links.dashboard).toBe(expected);
    });

    it("not when viewing another company, even one the user belongs to", () => {
      const u = user([role(broker, []), role(underwriter, [])]);
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(underwriter),
          representingCompany: view(broker),
        }).dashboard,
      ).toBe(false);
    });

    it("not without a role in the company", () => {
      const u = user([role(broker, [])]);
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(insurer),
          representingCompany: view(insurer),
        }).dashboard,
      ).toBe(false);
    });

    it("uses the represented company when no company is being viewed", () => {
      const u = user([role(broker, [])]);
      expect(
        navigationLinks({ user: u, currentCompany: null, representingCompany: view(broker) })
          .dashboard,
      ).toBe(true);
    });
  });

  it("incidents for a Legal context only", () => {
    for (const c of [broker, underwriter, insurer, legal, client, system]) {
      const links = navigationLinks({
        user: user([role(c, allOf(c))]),
        currentCompany: view(c),
        representingCompany: view(c),
      });
      expect(links.incidents, typeName(c.refCompanyTypeId)).toBe(c === legal);
    }
  });

  describe("products", () => {
    it("a broker with ManageRisks", () => {
      const u = user([role(broker, [Permission.ManageRisks])]);
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(broker),
          representingCompany: view(broker),
        }).products,
      ).toBe(true);
    });
    it("not a broker without ManageRisks, even with every other permission", () => {
      const u = user([
        role(
          broker,
          allOf(broker).filter((p) => p !== Permission.ManageRisks),
        ),
      ]);
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(broker),
          representingCompany: view(broker),
        }).products,
      ).toBe(false);
    });
    it("an underwriter with ManageRisks", () => {
      const u = user([role(underwriter, [Permission.ManageRisks])]);
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(underwriter),
          representingCompany: view(underwriter),
        }).products,
      ).toBe(true);
    });
    it("a system user, who has every permission", () => {
      const u = user([role(system, [])]);
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(system),
          representingCompany: view(system),
        }).products,
      ).toBe(true);
    });
    it("never for insurer, legal or client contexts on their own company", () => {
      for (const c of [insurer, legal, client]) {
        const u = user([role(c, allOf(c))]);
        expect(
          navigationLinks({ user: u, currentCompany: view(c), representingCompany: view(c) })
            .products,
        ).toBe(false);
      }
    });
  });

  describe("risks", () => {
    it.each([
      [broker, true],
      [underwriter, true],
      [insurer, true],
      [system, true],
      [legal, false],
      [client, false],
    ])("on its own company with ViewRisks: %o → %s", (c, expected) => {
      const u = user([role(c, [Permission.ViewRisks])]);
      expect(
        navigationLinks({ user: u, currentCompany: view(c), representingCompany: view(c) }).risks,
      ).toBe(expected);
    });
    it("a client viewing an underwriter's portal, with ViewRisks", () => {
      const u = user([role(client, [Permission.ViewRisks])]);
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(underwriter),
          representingCompany: view(client),
        }).risks,
      ).toBe(true);
      const without = user([role(client, [])]);
      expect(
        navigationLinks({
          user: without,
          currentCompany: view(underwriter),
          representingCompany: view(client),
        }).risks,
      ).toBe(false);
    });
    it("an insurer without ViewRisks", () => {
      const u = user([role(insurer, [])]);
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(insurer),
          representingCompany: view(insurer),
        }).risks,
      ).toBe(false);
    });
  });

  describe("manage company", () => {
    it("a system company viewing another company", () => {
      const u = user([role(system, [])]);
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(broker),
          representingCompany: view(system),
        }).manageCompany,
      ).toBe(true);
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(system),
          representingCompany: view(system),
        }).manageCompany,
      ).toBe(false);
      expect(
        navigationLinks({ user: u, currentCompany: null, representingCompany: view(system) })
          .manageCompany,
      ).toBe(false);
    });
    it("not a non-system company viewing another company", () => {
      const u = user([role(underwriter, allOf(underwriter))]);
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(broker),
          representingCompany: view(underwriter),
        }).manageCompany,
      ).toBe(false);
    });
  });

  describe("switch company", () => {
    it.each([
      [[], false],
      [[broker], false],
      [[broker, underwriter], true],
      [[broker, underwriter, system], true],
      [[broker, company(60, CompanyType.Insurer, false)], false], // inactive roles are not offered
    ] as const)("%#: roles → %s", (companies, expected) => {
      const u = user(companies.map((c) => role(c, [])));
      const first = companies[0];
      const links = navigationLinks({
        user: u,
        currentCompany: first ? view(first) : null,
        representingCompany: first ? view(first) : null,
      });
      expect(links.switchCompany).toBe(expected);
    });
  });

  describe("own portal", () => {
    const u = user([role(broker, [])]);
    it("a link to the represented company's portal when viewing another company", () => {
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(underwriter, "uw"),
          representingCompany: view(broker, "acme"),
        }).ownPortal,
      ).toBe(true);
    });
    it("not on the represented company itself", () => {
      expect(
        navigationLinks({
          user: u,
          currentCompany: view(broker, "acme"),
          representingCompany: view(broker, "acme"),
        }).ownPortal,
      ).toBe(false);
      expect(
        navigationLinks({
          user: u,
          currentCompany: null,
          representingCompany: view(broker, "acme"),
        }).ownPortal,
      ).toBe(false);
    });
    it("not when the represented company has no portal", () => {
      for (const handle of [null, ""]) {
        expect(
          navigationLinks({
            user: u,
            currentCompany: view(underwriter, "uw"),
            representingCompany: view(broker, handle),
          }).ownPortal,
        ).toBe(false);
      }
    });
  });

  it("temporary users see no links and no user menu", () => {
    const u = user([role(system, []), role(broker, allOf(broker)), role(legal, [])], true);
    for (const current of [view(broker), view(system), view(underwriter), null]) {
      expect(
        navigationLinks({
          user: u,
          currentCompany: current,
          representingCompany: view(broker, "acme"),
        }),
      ).toEqual({
        dashboard: false,
        incidents: false,
        products: false,
        risks: false,
        bindingAgreements: false,
        bordereaux: false,
        manageCompany: false,
        switchCompany: false,
        ownPortal: false,
        userMenu: false,
      });
    }
  });

  it("a signed-in user without any company sees only the user menu", () => {
    expect(
      navigationLinks({
        user: user([]),
        currentCompany: view(underwriter, "uw"),
        representingCompany: null,
      }),
    ).toEqual({
      dashboard: false,
      incidents: false,
      products: false,
      risks: false,
      bindingAgreements: false,
      bordereaux: false,
      manageCompany: false,
      switchCompany: false,
      ownPortal: false,
      userMenu: true,
    });
  });
});
