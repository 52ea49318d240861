import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { authorizeInvitations } from "./access.ts";
import { deliver, expiry, ownInvitation } from "./deliver-invitation.ts";
import { linkFor, present } from "./present-invitation.ts";
import { invitations } from "./tables.ts";
import { issueInvitationToken } from "./tokens.ts";

/** Sends a pending (or expired) invitation again with a new link and a new expiry. */
export async function resendInvitation(ctx: Ctx, input: { invitationId: number }) {
  const { db, actor, config } = ctx;
  const { user } = actor;
  const { invitationId } = input;
  const companyId = authorizeInvitations(actor);
  return inTransaction(db, async (tx, afterCommit) => {
    const row = await ownInvitation(tx, companyId, invitationId);
    if (row.status !== "pending")
      throw invalid({ invitation: "Only a pending invitation can be sent again" });
    const { token, secretHash } = issueInvitationToken(config.appKey, row.id);
    const [updated] = await tx
      .update(invitations)
      .set({ tokenHash: secretHash, expiresAt: expiry(ctx), sentAt: new Date() })
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
    await deliver(ctx, tx, afterCommit, updated!, token, company!.name);
    return { ...present(updated!), link: linkFor(ctx, token) };
  });
}
