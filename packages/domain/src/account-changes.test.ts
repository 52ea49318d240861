import { describe, expect, it } from "vitest";
import { canChangeUserAccount } from "./account-changes.ts";
import { CompanyType } from "./enums.ts";
import type { AccessUser } from "./permissions.ts";

const userIn = (companyId: number, type: number): AccessUser =>
  ({
    roles: [
      {
        companyId,
        companyTypePermissionIds: [],
        company: {
          id: companyId,
          refCompanyTypeId: type,
          isActive: true,
          companyTypePermissions: [],
        },
      },
    ],
  }) as unknown as AccessUser;

describe("canChangeUserAccount", () => {
  const admin = userIn(5, CompanyType.Underwriter);
  it("allows a company's administrator only for a user whose only company is theirs", () => {
    expect(canChangeUserAccount(admin, 5, [5]).allowed).toBe(true);
    expect(canChangeUserAccount(admin, 5, [5, 7])).toEqual({
      allowed: false,
      reason:
        "This user also belongs to another company: only the system company can change their account",
    });
  });
  it("allows the system company for anyone", () => {
    expect(canChangeUserAccount(userIn(1, CompanyType.System), 5, [5, 7]).allowed).toBe(true);
  });
});
