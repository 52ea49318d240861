import { useRepresentingCompany } from "../../app/session/useRepresentingCompany.ts";
import type { CompanyAbility } from "../../domain.ts";

/** The represented company, and whether the server says the user has `ability` there. */
export function useCatalogueCompany(ability: CompanyAbility = "manageProducts") {
  const { id, role, company } = useRepresentingCompany();
  return { companyId: id, company, canManage: role?.can[ability] ?? false };
}
