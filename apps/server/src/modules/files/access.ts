/**
 * Who manages a company's files (SPEC §6): its folders and the files in them are kept by users
 * with ManageDocuments or ManageCompanyDetails; a loose upload (a logo, a template's or a risk's
 * attachment) needs any permission that attaches files somewhere in the company. A non-member
 * gets 404, a member without them 403.
 */
import { Permission } from "@platform/domain";
import { assertCanAny } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";

/** `manage`: folders and the files in them; `upload`: a file not yet in any folder. */
export type FilesAction = "manage" | "upload";

const permissions = {
  manage: [Permission.ManageDocuments, Permission.ManageCompanyDetails],
  upload: [
    Permission.ManageCompanyDetails,
    Permission.ManageDocuments,
    Permission.ManageProducts,
    Permission.ManageCompanyTags,
    Permission.ManageRisks,
  ],
};

/** The acting company's id once its user may do `action` with its files, else 404/403. */
export function authorizeFiles(actor: Actor, action: FilesAction): number {
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, permissions[action]);
  return companyId;
}
