import { useCurrentUser } from "../../app/session/useCurrentUser.ts";
import { usePortal } from "../../app/session/usePortal.ts";
import { useGetCompanyQuery } from "./portalApi.ts";
import type { TPublicCompany } from "./types.ts";

/**
 * The company whose branding the shell wears: for a temporary user the company that created
 * them (SPEC §1), else the portal being viewed; null on the main site.
 */
export function useBrandCompany(): TPublicCompany | null {
  const portal = usePortal();
  const { user } = useCurrentUser();
  const creatorId = user?.isTemporaryUser ? user.createdByCompany?.id : undefined;
  const creator = useGetCompanyQuery(creatorId ?? 0, { skip: creatorId === undefined });
  if (creatorId !== undefined) return creator.data ?? null;
  return portal.company;
}
