import {
  type Country,
  isSystemUser,
  Permission,
  roleIn,
  rolePermissionIds,
} from "@platform/domain";
import { type AuthUser, abilitiesOf } from "../../platform/access/index.ts";
import type { CompanyWithDetails } from "./repo.ts";
import type { CompanyRow } from "./tables.ts";

export function presentAppearance(row: CompanyRow) {
  return {
    showLogoOnHeader: row.showLogoOnHeader,
    logoFileVersionId: row.logoFileVersionId,
    headerFileVersionId: row.headerFileVersionId,
    productBannerFileVersionId: row.productBannerFileVersionId,
    headerTextColour: row.headerTextColour,
  };
}

/** What anyone may read of a company: enough to brand its portal and name it in lists. */
export function presentPublicCompany(row: CompanyRow) {
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    refCompanyTypeId: row.refCompanyTypeId,
    appearance: presentAppearance(row),
  };
}

/** The full company, for its members and the system company. */
export function presentCompany(
  row: CompanyRow,
  extra: {
    tags: string[];
    companyTypePermissions: { id: number; refPermissionId: number }[];
    actorPermissionIds: number[];
  },
) {
  const held = new Set(extra.actorPermissionIds);
  return {
    ...presentPublicCompany(row),
    tradingName: row.tradingName,
    legalName: row.legalName,
    registrationType: row.registrationType,
    registrationNumber: row.registrationNumber,
    isActive: row.isActive,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.city,
      state: row.state,
      postcode: row.postcode,
      // Only AU and NZ get in (the request schemas check it).
      country: row.country as Country,
    },
    yearEstablished: row.yearEstablished,
    website: row.website,
    currency: row.currency,
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
    ...extra,
    can: abilitiesOf((permission) => held.has(permission)),
  };
}

/** The whole company as its members see it, with what the user may do in it. */
export function presentCompanyFor(user: AuthUser | null, details: CompanyWithDetails) {
  const row = details.company;
  const role = user ? roleIn(user, row.id) : undefined;
  const actorPermissionIds =
    user && isSystemUser(user)
      ? Object.values(Permission)
      : role
        ? [...rolePermissionIds(role)].sort((a, b) => a - b)
        : [];
  return presentCompany(row, {
    tags: details.tags,
    companyTypePermissions: details.companyTypePermissions,
    actorPermissionIds,
  });
}
