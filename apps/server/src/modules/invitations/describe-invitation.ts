import type { OriginCtx } from "../../platform/context/index.ts";
import { findCompany, presentPublicCompany } from "../companies/index.ts";
import { findRole } from "../roles/index.ts";
import { findUserByEmail, toSeconds } from "../users/index.ts";
import { invitationFromToken } from "./live-invitation.ts";

/** What an invitation link offers, before anyone signs in. */
export async function describeInvitation(ctx: OriginCtx, input: { token: string }) {
  const { db } = ctx;
  const row = await invitationFromToken(ctx, db, input.token);
  const company = await findCompany(db, row.companyId);
  const role = await findRole(db, row.companyId, row.roleId);
  return {
    email: row.email,
    company: presentPublicCompany(company!),
    roleName: role?.name ?? null,
    accountExists: Boolean(await findUserByEmail(db, row.email)),
    expiresAt: toSeconds(row.expiresAt),
  };
}
