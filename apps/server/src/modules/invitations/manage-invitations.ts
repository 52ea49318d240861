/** A company administrator invites someone by email, sends an invitation again, or revokes it. */
import { messages, Permission, PRODUCT_NAME, type TInvitationRequest } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import { assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { type AfterCommit, inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { userCompanyRoles } from "../companies/tables.ts";
import { notify } from "../notifications/index.ts";
import { findRole } from "../roles/index.ts";
import { findUserByEmail } from "../users/index.ts";
import { type InvitationRow, linkFor, present } from "./present-invitation.ts";
import { invitations } from "./tables.ts";
import { issueInvitationToken } from "./tokens.ts";

const expiry = (deps: AppDeps) => new Date(Date.now() + deps.config.invitationDays * 86_400_000);

/** Tells the invitee: in the app when they already have an account; the link goes by email. */
async function deliver(
  deps: AppDeps,
  tx: DbOrTx,
  afterCommit: AfterCommit,
  row: InvitationRow,
  token: string,
  companyName: string,
) {
  const existing = await findUserByEmail(tx, row.email);
  if (existing) {
    await notify(tx, afterCommit, deps.outbox, {
      userId: existing.id,
      companyId: null,
      type: "invitation.received",
      message: `You are invited to join ${companyName}.`,
      frontendUrl: `/invitations/${encodeURIComponent(token)}`,
    });
  }
  await deps.outbox.message(tx, afterCommit, {
    channel: "email",
    to: row.email,
    subject: `You're invited to join ${companyName} on ${PRODUCT_NAME}`,
    text: `You have been invited to join ${companyName}.\n\nAccept the invitation: ${linkFor(deps, token)}\n\nThe link expires in ${deps.config.invitationDays} days.`,
  });
}

export async function createInvitation(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  input: TInvitationRequest,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageInvitations);
  return inTransaction(deps.db, async (tx, afterCommit) => {
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
        expiresAt: expiry(deps),
      })
      .returning();
    const { token, secretHash } = issueInvitationToken(deps.config.appKey, inserted!.id);
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
    await deliver(deps, tx, afterCommit, row!, token, company.name);
    return { ...present({ ...row!, roleName: role.name }), link: linkFor(deps, token) };
  });
}

async function ownInvitation(db: DbOrTx, companyId: number, invitationId: number) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, companyId)));
  if (!row) throw notFound("Invitation not found");
  return row;
}

export async function revokeInvitation(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  invitationId: number,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageInvitations);
  await inTransaction(deps.db, async (tx) => {
    const row = await ownInvitation(tx, companyId, invitationId);
    if (row.status !== "pending")
      throw invalid({ invitation: "Only a pending invitation can be revoked" });
    await tx.update(invitations).set({ status: "revoked" }).where(eq(invitations.id, row.id));
    await audit(
      tx,
      {
        action: "invitation.revoked",
        userId: user.id,
        companyId,
        subjectType: "invitation",
        subjectId: row.id,
      },
      actor,
    );
  });
}

/** Sends a pending (or expired) invitation again with a new link and a new expiry. */
export async function resendInvitation(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  invitationId: number,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageInvitations);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const row = await ownInvitation(tx, companyId, invitationId);
    if (row.status !== "pending")
      throw invalid({ invitation: "Only a pending invitation can be sent again" });
    const { token, secretHash } = issueInvitationToken(deps.config.appKey, row.id);
    const [updated] = await tx
      .update(invitations)
      .set({ tokenHash: secretHash, expiresAt: expiry(deps), sentAt: new Date() })
      .where(eq(invitations.id, row.id))
      .returning();
    const company = await findCompany(tx, companyId);
    await audit(
      tx,
      {
        action: "invitation.resent",
        userId: user.id,
        companyId,
        subjectType: "invitation",
        subjectId: row.id,
      },
      actor,
    );
    await deliver(deps, tx, afterCommit, updated!, token, company!.name);
    return { ...present(updated!), link: linkFor(deps, token) };
  });
}
