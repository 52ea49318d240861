import { and, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { companies, roles } from "../companies/tables.ts";
import { invitations } from "../invitations/tables.ts";
import { toSeconds } from "../users/index.ts";

/** Pending, unexpired invitations addressed to the signed-in user's email. */
export async function listMyInvitations(ctx: Ctx) {
  const { db, actor } = ctx;
  const rows = await db
    .select({ invitation: invitations, company: companies, roleName: roles.name })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(
      and(
        eq(invitations.email, actor.user.row.email.toLowerCase()),
        eq(invitations.status, "pending"),
      ),
    );
  return rows
    .filter(({ invitation }) => invitation.expiresAt.getTime() > Date.now())
    .map(({ invitation, company, roleName }) => ({
      id: invitation.id,
      company: {
        id: company.id,
        name: company.name,
        handle: company.handle,
        refCompanyTypeId: company.refCompanyTypeId,
      },
      roleName,
      expiresAt: toSeconds(invitation.expiresAt),
    }));
}
