import { selectRepresentingCompanyId } from "../../api/sessionSlice.ts";
import { chooseRepresentingCompanyId } from "../../domain.ts";
import { useAppSelector } from "../hooks.ts";
import { useCurrentUser } from "./useCurrentUser.ts";
import { usePortal } from "./usePortal.ts";

/**
 * The company the user represents (SPEC §4): the stored id, else the portal company if the
 * user has a role in it, else the first role's company.
 */
export function useRepresentingCompany() {
  const { user } = useCurrentUser();
  const storedId = useAppSelector(selectRepresentingCompanyId);
  const portal = usePortal();
  const id = user ? chooseRepresentingCompanyId(user, storedId, portal.company?.id) : null;
  const role = user?.roles.find((candidate) => candidate.companyId === id) ?? null;
  return { id, role, company: role?.company ?? null };
}
