/**
 * Access rules of SPEC §6 as pure functions. The server's access layer and the web app's
 * navigation both call these; nothing else decides who may act.
 */
import { CompanyType, type CompanyTypeId, Permission, type PermissionId } from "./enums.ts";

/**
 * Which permissions each company type offers to its roles. The spec lists the permission ids
 * but not their split by type; this split is recorded in docs/decisions.md.
 */
export const companyTypePermissionMatrix: Record<CompanyTypeId, readonly PermissionId[]> = {
  [CompanyType.Client]: [
    Permission.ManageCompanyDetails,
    Permission.ManageInvitations,
    Permission.ManageRolesAndPermissions,
    Permission.ManageCompanyUsers,
    Permission.ViewRisks,
    Permission.ManageDocuments,
  ],
  [CompanyType.Broker]: [
    Permission.ManageCompanyDetails,
    Permission.ManageInvitations,
    Permission.ManageRolesAndPermissions,
    Permission.ManageCompanyUsers,
    Permission.ManageDocuments,
    Permission.ManageRisks,
    Permission.ViewRisks,
    Permission.ManageClients,
    Permission.ManageCompanyTags,
    Permission.ExecuteCompanyReports,
  ],
  [CompanyType.Underwriter]: [
    Permission.ManageCompanyDetails,
    Permission.ManageInvitations,
    Permission.ManageRolesAndPermissions,
    Permission.ManageCompanyUsers,
    Permission.ManageSyndicates,
    Permission.ManageBindingAgreements,
    Permission.ManageProducts,
    Permission.ManageDocuments,
    Permission.ManageRisks,
    Permission.ViewRisks,
    Permission.ManageClients,
    Permission.ManageClauses,
    Permission.ManageProductClasses,
    Permission.ManageCompanyStatuses,
    Permission.ManageCompanyTags,
    Permission.ManageCompanyEvents,
    Permission.ExecuteCompanyReports,
    Permission.ManageCompanyRating,
  ],
  [CompanyType.Insurer]: [
    Permission.ManageCompanyDetails,
    Permission.ManageInvitations,
    Permission.ManageRolesAndPermissions,
    Permission.ManageCompanyUsers,
    Permission.ManageSyndicates,
    Permission.ManageBindingAgreements,
    Permission.ViewRisks,
    Permission.ManageDocuments,
    Permission.ExecuteCompanyReports,
  ],
  [CompanyType.Legal]: [
    Permission.ManageCompanyDetails,
    Permission.ManageInvitations,
    Permission.ManageRolesAndPermissions,
    Permission.ManageCompanyUsers,
    Permission.ManageDocuments,
    Permission.ManageClients,
    Permission.ManageCompanyTags,
    Permission.ExecuteCompanyReports,
  ],
  [CompanyType.System]: Object.values(Permission),
};

export interface AccessCompany {
  id: number;
  refCompanyTypeId: number;
  isActive: boolean;
  companyTypePermissions: readonly { id: number; refPermissionId: number }[];
}

export interface AccessRole {
  id: number;
  companyId: number;
  company: AccessCompany;
  companyTypePermissionIds: readonly number[];
}

export interface AccessUser {
  id: number;
  isTemporaryUser?: boolean;
  roles: readonly AccessRole[];
}

/** Roles are offered only where their company is active (SPEC §6). */
export function activeRoles(user: AccessUser): AccessRole[] {
  return user.roles.filter((role) => role.company.isActive);
}

export function isMemberOf(user: AccessUser, companyId: number): boolean {
  return activeRoles(user).some((role) => role.companyId === companyId);
}

export function roleIn(user: AccessUser, companyId: number): AccessRole | undefined {
  return activeRoles(user).find((role) => role.companyId === companyId);
}

/** A role in an active System company grants every permission in every company. */
export function isSystemUser(user: AccessUser): boolean {
  return activeRoles(user).some((role) => role.company.refCompanyTypeId === CompanyType.System);
}

/** The refPermissionIds a role holds, resolved through its company's type permissions. */
export function rolePermissionIds(role: AccessRole): Set<number> {
  const held = new Set(role.companyTypePermissionIds);
  return new Set(
    role.company.companyTypePermissions
      .filter((typePermission) => held.has(typePermission.id))
      .map((typePermission) => typePermission.refPermissionId),
  );
}

export function canActInCompany(
  user: AccessUser,
  companyId: number,
  permission: PermissionId,
): boolean {
  if (user.isTemporaryUser) return false;
  if (isSystemUser(user)) return true;
  const role = roleIn(user, companyId);
  return role !== undefined && rolePermissionIds(role).has(permission);
}

/**
 * SPEC §4: the stored id if the user still has an active role there, else the portal company
 * if the user has a role in it, else the first role's company.
 */
export function chooseRepresentingCompanyId(
  user: AccessUser,
  storedId: number | null | undefined,
  portalCompanyId: number | null | undefined,
): number | null {
  const roles = sortRolesForSelection(activeRoles(user));
  if (storedId != null && roles.some((role) => role.companyId === storedId)) return storedId;
  if (portalCompanyId != null && roles.some((role) => role.companyId === portalCompanyId)) {
    return portalCompanyId;
  }
  return roles[0]?.companyId ?? null;
}

/**
 * SPEC §2 company selection at sign-in: a user with active roles in more than one company is
 * asked which to represent, unless they signed in on the portal of one of those companies (the
 * portal answers the question).
 */
export function asksWhichCompanyAtSignIn(
  user: AccessUser,
  portalCompanyId: number | null | undefined,
): boolean {
  const companyIds = new Set(activeRoles(user).map((role) => role.companyId));
  if (companyIds.size < 2) return false;
  return portalCompanyId == null || !companyIds.has(portalCompanyId);
}

/** Company selection lists system companies first, then the rest in their given order. */
export function sortRolesForSelection<T extends AccessRole>(roles: readonly T[]): T[] {
  const isSystem = (role: T) => role.company.refCompanyTypeId === CompanyType.System;
  return [...roles.filter(isSystem), ...roles.filter((role) => !isSystem(role))];
}

export interface ContextFlags {
  client: boolean;
  broker: boolean;
  underwriting: boolean;
  insurance: boolean;
  legal: boolean;
  system: boolean;
}

export function contextFlags(companyTypeId: number | null | undefined): ContextFlags {
  return {
    client: companyTypeId === CompanyType.Client,
    broker: companyTypeId === CompanyType.Broker,
    underwriting: companyTypeId === CompanyType.Underwriter,
    insurance: companyTypeId === CompanyType.Insurer,
    legal: companyTypeId === CompanyType.Legal,
    system: companyTypeId === CompanyType.System,
  };
}

export interface NavigationInput {
  user: AccessUser;
  /** The company whose page or portal is being viewed (the portal company, else represented). */
  currentCompany: { id: number; refCompanyTypeId: number; handle?: string | null } | null;
  representingCompany: { id: number; refCompanyTypeId: number; handle?: string | null } | null;
}

export interface NavigationLinks {
  dashboard: boolean;
  incidents: boolean;
  products: boolean;
  risks: boolean;
  /** The binding agreements an insurer carries (its read-only view). */
  bindingAgreements: boolean;
  /** An insurer's bordereaux of the agreements it carries (SPEC §1 real-time bordereaux data). */
  bordereaux: boolean;
  manageCompany: boolean;
  switchCompany: boolean;
  ownPortal: boolean;
  userMenu: boolean;
}

const dashboardTypes: readonly number[] = [
  CompanyType.Broker,
  CompanyType.Underwriter,
  CompanyType.Insurer,
  CompanyType.Legal,
  CompanyType.System,
];

/** SPEC §6 navigation rules. */
export function navigationLinks({
  user,
  currentCompany,
  representingCompany,
}: NavigationInput): NavigationLinks {
  const none: NavigationLinks = {
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
  };
  if (user.isTemporaryUser) return none;
  const current = currentCompany ?? representingCompany;
  const represented = representingCompany;
  const flags = contextFlags(represented?.refCompanyTypeId);
  const actsHere = (permission: PermissionId) =>
    represented !== null && canActInCompany(user, represented.id, permission);
  const onRepresented = current !== null && represented !== null && current.id === represented.id;

  return {
    dashboard:
      current !== null &&
      onRepresented &&
      isMemberOf(user, current.id) &&
      dashboardTypes.includes(current.refCompanyTypeId),
    incidents: flags.legal,
    products:
      (current?.refCompanyTypeId === CompanyType.Underwriter ||
        flags.broker ||
        flags.underwriting ||
        flags.system) &&
      actsHere(Permission.ManageRisks),
    risks:
      (current?.refCompanyTypeId === CompanyType.Underwriter ||
        current?.refCompanyTypeId === CompanyType.Insurer ||
        flags.broker ||
        flags.underwriting ||
        flags.insurance ||
        flags.system) &&
      actsHere(Permission.ViewRisks),
    bindingAgreements:
      onRepresented &&
      represented?.refCompanyTypeId === CompanyType.Insurer &&
      isMemberOf(user, represented.id),
    bordereaux:
      onRepresented &&
      represented?.refCompanyTypeId === CompanyType.Insurer &&
      actsHere(Permission.ExecuteCompanyReports),
    manageCompany: flags.system && current !== null && !onRepresented,
    switchCompany: activeRoles(user).length > 1,
    ownPortal: Boolean(represented?.handle && current !== null && current.id !== represented.id),
    userMenu: true,
  };
}
