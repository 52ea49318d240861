/** A company administrator invites someone by email, sends an invitation again, or revokes it. */
import { PRODUCT_NAME } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { notify } from "../notifications/index.ts";
import { findUserByEmail } from "../users/index.ts";
import { type InvitationRow, linkFor } from "./present-invitation.ts";
import { invitations } from "./tables.ts";

export const expiry = (deps: AppDeps) =>
  new Date(Date.now() + deps.config.invitationDays * 86_400_000);

/** Tells the invitee: in the app when they already have an account; the link goes by email. */
export async function deliver(
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

export async function ownInvitation(db: DbOrTx, companyId: number, invitationId: number) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, companyId)));
  if (!row) throw notFound("Invitation not found");
  return row;
}
