import { useCurrentUser } from "../../app/session/useCurrentUser.ts";
import { usePortal } from "../../app/session/usePortal.ts";
import { useRepresentingCompany } from "../../app/session/useRepresentingCompany.ts";
import { activeRoles, isMemberOf, isSystemUser } from "../../domain.ts";

/**
 * The company `/company/manage` opens by default: the portal's company when the user belongs
 * to it (or is on the system company, which manages every company), else the represented one.
 */
export function useManagedCompanyId(): number | null {
  const { user } = useCurrentUser();
  const portal = usePortal();
  const representing = useRepresentingCompany();
  const portalId = portal.company?.id;
  if (user && portalId !== undefined && (isSystemUser(user) || isMemberOf(user, portalId))) {
    return portalId;
  }
  return representing.id;
}

/**
 * Whether the user may open any management screen of the company `/company/manage` shows: the
 * server's `can.manageAny` of their role there, or every company's for a system user.
 */
export function useCanManageCompany(): boolean {
  const { user } = useCurrentUser();
  const companyId = useManagedCompanyId();
  if (!user || companyId === null) return false;
  if (user.can.actInEveryCompany) return true;
  return user.roles.find((role) => role.companyId === companyId)?.can.manageAny ?? false;
}

/** A signed-in user without an active company is offered to register one (SPEC §6). */
export function useHasNoCompany(): boolean {
  const { user } = useCurrentUser();
  return Boolean(user && !user.isTemporaryUser && activeRoles(user).length === 0);
}
