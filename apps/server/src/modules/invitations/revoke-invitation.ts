import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid } from "../../platform/http/errors.ts";
import { authorizeInvitations } from "./access.ts";
import { ownInvitation } from "./deliver-invitation.ts";
import { invitations } from "./tables.ts";

export async function revokeInvitation(ctx: Ctx, input: { invitationId: number }) {
  const { db, actor } = ctx;
  const { user } = actor;
  const { invitationId } = input;
  const companyId = authorizeInvitations(actor);
  await inTransaction(db, async (tx) => {
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
