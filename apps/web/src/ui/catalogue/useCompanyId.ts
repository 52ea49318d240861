import { canActInCompany, Permission, type PermissionId } from "../../domain.ts";
import { useCurrentUser } from "../../features/auth/useCurrentUser.ts";
import { useRepresentingCompany } from "../../features/companies/useRepresentingCompany.ts";

/** The represented company, and whether the user holds a permission there (SPEC §6). */
export function useCatalogueCompany(permission: PermissionId = Permission.ManageProducts) {
  const { user } = useCurrentUser();
  const { id, company } = useRepresentingCompany();
  return {
    companyId: id,
    company,
    canManage: Boolean(user && id !== null && canActInCompany(user, id, permission)),
  };
}
