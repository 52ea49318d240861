import { useCurrentUser } from "../../app/session/useCurrentUser.ts";
import { useRepresentingCompany } from "../../app/session/useRepresentingCompany.ts";
import { canActInCompany, Permission, type PermissionId } from "../../domain.ts";

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
