/**
 * The precompiled serializer of a hot answer writes exactly what zod's would: same JSON for
 * the same value, and nothing the schema does not name.
 */
import { ZUser } from "@platform/domain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fastResponse, fastSerializer } from "./serializers.ts";

const role = {
  id: 4,
  name: "Underwriter",
  companyId: 2,
  company: {
    id: 2,
    name: 'Coastal "Underwriting" \u2028',
    handle: "coastal",
    refCompanyTypeId: 2,
    isActive: true,
    appearance: {
      showLogoOnHeader: true,
      logoFileVersionId: null,
      headerFileVersionId: 9,
      productBannerFileVersionId: null,
      headerTextColour: null,
    },
    companyTypePermissions: [{ id: 1, refPermissionId: 12, secret: "no" }],
  },
  companyTypePermissionIds: [1, 7],
  can: {
    manageProducts: true,
    manageProductClasses: true,
    manageClauses: false,
    manageDocuments: true,
    manageBindingAgreements: false,
    manageSyndicates: false,
    manageWorkflow: true,
    executeReports: false,
    manageFiles: true,
    manageCompanyDetails: false,
    manageCompanyUsers: false,
    manageInvitations: false,
    manageRoles: false,
    manageCompanyTags: true,
    manageCompanyEvents: true,
    manageCompanies: false,
    manageAny: true,
  },
};
const user = {
  id: 1,
  name: "Una Underwriter",
  email: "underwriter@demo.test",
  phone: null,
  theme: "auto",
  preferredContactMethod: 1,
  isTemporaryUser: false,
  createdByCompany: null,
  lastActivityAt: 1_764_000_000_000,
  memberSince: 1_700_000_000_000,
  roles: [role],
  can: { actInEveryCompany: false },
  passwordHash: "$argon2id$…",
};

describe("fastResponse", () => {
  const serialize = fastSerializer(fastResponse(ZUser));

  it("writes what zod's serializer writes, nulls and nested objects included", () => {
    const variants = [
      user,
      { ...user, phone: "+61 400 000 000", createdByCompany: { id: 3, name: "Harbourside" } },
      { ...user, lastActivityAt: null, roles: [] },
    ];
    for (const value of variants) {
      expect(serialize?.(value)).toBe(JSON.stringify(ZUser.parse(value)));
    }
  });

  it("leaves out every property the schema does not name", () => {
    const json = serialize?.(user) ?? "";
    expect(json).not.toContain("passwordHash");
    expect(json).not.toContain("secret");
  });

  it("refuses a schema that is not plain JSON", () => {
    expect(() => fastResponse(z.object({ at: z.date() }))).toThrow();
  });
});
