import { messages } from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { findCompany, typePermissionsOf } from "../companies/index.ts";
import * as repo from "./repo.ts";

/** The company type's permission rows for the chosen permission ids; others are refused. */
export async function resolvePermissions(db: DbOrTx, companyId: number, permissionIds: number[]) {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(messages.noCompany);
  const offered = await typePermissionsOf(db, company.refCompanyTypeId);
  const unknown = permissionIds.filter((id) => !offered.some((p) => p.refPermissionId === id));
  if (unknown.length > 0) {
    throw invalid({
      permissionIds: `This company type does not offer permission ${unknown.join(", ")}`,
    });
  }
  return {
    offered,
    chosen: offered.filter((p) => permissionIds.includes(p.refPermissionId)).map((p) => p.id),
  };
}

export async function roleOrNotFound(db: DbOrTx, companyId: number, roleId: number) {
  const role = (await repo.listRolesOf(db, companyId)).find((row) => row.id === roleId);
  if (!role) throw notFound("Role not found");
  return role;
}
