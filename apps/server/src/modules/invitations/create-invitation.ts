import { messages, type TInvitationRequest } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { userCompanyRoles } from "../companies/tables.ts";
import { findRole } from "../roles/index.ts";
import { findUserByEmail } from "../users/index.ts";
import { authorizeInvitations } from "./access.ts";
import { deliver, expiry } from "./deliver-invitation.ts";
import { linkFor, present } from "./present-invitation.ts";
import { invitations } from "./tables.ts";
import { issueInvitationToken } from "./tokens.ts";

export async function createInvitation(ctx: Ctx, input: TInvitationRequest) {
  const { db, actor, config } = ctx;
  const { user } = actor;
  const companyId = authorizeInvitations(actor);
  return inTransaction(db, async (tx, afterCommit) => {
    const company = await findCompany(tx, companyId);
    if (!company) throw notFound(messages.noCompany);
    const role = await findRole(tx, companyId, input.roleId);
    if (!role) throw invalid({ roleId: "Choose a role of this company" });
    const invitee = await findUserByEmail(tx, input.email);
    if (invitee) {
      const [member] = await tx
        .select()
        .from(userCompanyRoles)
        .where(
          and(eq(userCompanyRoles.userId, invitee.id), eq(userCompanyRoles.companyId, companyId)),
        );
      if (member) throw invalid({ email: "This person is already a member of the company" });
    }
    // A new invitation replaces a pending one to the same address.
    await tx
      .update(invitations)
      .set({ status: "revoked" })
      .where(
        and(
          eq(invitations.companyId, companyId),
          eq(invitations.email, input.email),
          eq(invitations.status, "pending"),
        ),
      );
    const [inserted] = await tx
      .insert(invitations)
      .values({
        companyId,
        roleId: role.id,
        email: input.email,
        tokenHash: "",
        invitedByUserId: user.id,
        expiresAt: expiry(ctx),
      })
      .returning();
    const { token, secretHash } = issueInvitationToken(config.appKey, inserted!.id);
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash: secretHash })
      .where(eq(invitations.id, inserted!.id))
      .returning();
    await audit(
      tx,
      {
        action: "invitation.created",
        userId: user.id,
        companyId,
        subjectType: "invitation",
        subjectId: row!.id,
        data: { email: input.email, roleId: role.id },
      },
      actor,
    );
    await deliver(ctx, tx, afterCommit, row!, token, company.name);
    return { ...present({ ...row!, roleName: role.name }), link: linkFor(ctx, token) };
  });
}
