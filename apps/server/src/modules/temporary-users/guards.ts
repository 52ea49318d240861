import type { TemporaryAccess } from "../../platform/session/plugin.ts";

/**
 * Whether a temporary token reaches an item (SPEC §1, §4): only the one item its link names,
 * and only while that item still belongs to the company that issued the link. Every route that
 * accepts a temporary token asks this before it serves the item, as session routes ask the
 * company's access policy.
 */
export function temporaryAccessReaches(
  access: TemporaryAccess,
  subjectType: string,
  subjectId: string | number,
  ownerCompanyId: number | null,
) {
  return (
    access.subjectType === subjectType &&
    access.subjectId === String(subjectId) &&
    ownerCompanyId !== null &&
    access.companyId === ownerCompanyId
  );
}
