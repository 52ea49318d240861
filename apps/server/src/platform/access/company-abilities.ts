/**
 * What a user may do in a company, as the `can` flags the web app reads (SPEC §6): each ability
 * is the permission (or permissions) the server checks before the same change. The only place
 * these names meet permission ids; the web app names no permission.
 */
import {
  type AccessUser,
  canActInCompany,
  isSystemUser,
  Permission,
  type PermissionId,
  type TCompanyAbilities,
} from "@platform/domain";

/** The permissions that open at least one of the company's management screens. */
const managementPermissions: PermissionId[] = [
  Permission.ManageCompanyDetails,
  Permission.ManageInvitations,
  Permission.ManageRolesAndPermissions,
  Permission.ManageCompanyUsers,
  Permission.ManageCompanyTags,
  Permission.ManageCompanyEvents,
  Permission.ManageCompanies,
];

/** The abilities of whoever holds the permissions `holds` answers true for. */
export function abilitiesOf(holds: (permission: PermissionId) => boolean): TCompanyAbilities {
  return {
    manageProducts: holds(Permission.ManageProducts),
    manageProductClasses: holds(Permission.ManageProductClasses),
    manageClauses: holds(Permission.ManageClauses),
    manageDocuments: holds(Permission.ManageDocuments),
    manageBindingAgreements: holds(Permission.ManageBindingAgreements),
    manageSyndicates: holds(Permission.ManageSyndicates),
    manageWorkflow: holds(Permission.ManageCompanyStatuses),
    executeReports: holds(Permission.ExecuteCompanyReports),
    manageFiles: holds(Permission.ManageDocuments) || holds(Permission.ManageCompanyDetails),
    manageCompanyDetails: holds(Permission.ManageCompanyDetails),
    manageCompanyUsers: holds(Permission.ManageCompanyUsers),
    manageInvitations: holds(Permission.ManageInvitations),
    manageRoles: holds(Permission.ManageRolesAndPermissions),
    manageCompanyTags: holds(Permission.ManageCompanyTags),
    manageCompanyEvents: holds(Permission.ManageCompanyEvents),
    manageCompanies: holds(Permission.ManageCompanies),
    manageAny: managementPermissions.some(holds),
  };
}

/** What the user may do in the company: `canActInCompany` for each ability's permissions. */
export function companyAbilities(user: AccessUser, companyId: number): TCompanyAbilities {
  return abilitiesOf((permission) => canActInCompany(user, companyId, permission));
}

/** A system user (not a temporary one) holds every ability in every company. */
export function actsInEveryCompany(user: AccessUser): boolean {
  return !user.isTemporaryUser && isSystemUser(user);
}
