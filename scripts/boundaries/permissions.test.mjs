/** The permission-check rule (scripts/boundaries/permissions.mjs) on deliberate violations. */
import { describe, expect, it } from "vitest";
import { isPolicyFile, permissionChecks, permissionProblems } from "./permissions.mjs";

const server = "apps/server/src/modules/x/do-thing.ts";
const web = "apps/web/src/features/x/ThingPage.tsx";

describe("permission checks outside the policies", () => {
  it("finds each kind of check, not comments, strings or imports", () => {
    const text = `
      import { canActInCompany, Permission } from "@platform/domain";
      // Permission.ManageRisks and assertCan( in a comment
      const label = "canActInCompany(user)";
      assertCan(actor.user, companyId, Permission.ManageRisks);
      assertCanAny(actor.user, companyId, []);
      if (canActInCompany(user, companyId, p)) {}
    `;
    expect(permissionChecks(server, text)).toEqual([
      `${server}:5 assertCan(`,
      `${server}:5 Permission.ManageRisks`,
      `${server}:6 assertCanAny(`,
      `${server}:7 canActInCompany(`,
    ]);
    expect(permissionChecks(web, "const ok = <A p={Permission.ManageUsers} />;")).toEqual([
      `${web}:1 Permission.ManageUsers`,
    ]);
  });

  it("allows a module's access.ts or policy.ts and the platform layer", () => {
    expect(isPolicyFile("apps/server/src/modules/risks/access.ts")).toBe(true);
    expect(isPolicyFile("apps/server/src/modules/claims/policy.ts")).toBe(true);
    expect(isPolicyFile("apps/server/src/platform/access/index.ts")).toBe(true);
    expect(isPolicyFile(server)).toBe(false);
    expect(isPolicyFile("apps/web/src/features/x/access.ts")).toBe(false);
    const check = "assertCan(actor.user, companyId, Permission.ManageRisks);";
    expect(
      permissionProblems([{ file: "apps/server/src/modules/risks/access.ts", text: check }]),
    ).toEqual([]);
  });

  it("refuses a check anywhere else, on the server and in the web", () => {
    const files = [
      { file: server, text: "assertCan(actor.user, companyId, Permission.ManageRisks);" },
      { file: web, text: "const can = canActInCompany(user, id, 1);" },
    ];
    const problems = permissionProblems(files);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/do-thing\.ts:1 assertCan\(: a permission check outside/);
    expect(problems[2]).toMatch(/ThingPage\.tsx:1 canActInCompany\(/);
  });
});
