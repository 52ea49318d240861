import { actingCompany } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeSettings } from "./access.ts";
import { renewalSettings } from "./tables.ts";

/** Sets the days before expiry that the renewal job invites brokers to renew (ManageProducts). */
export async function putRenewalSettings(ctx: Ctx, input: { invitationDays: number }) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  authorizeSettings(actor, "edit");
  const now = actor.now();
  await db.transaction(async (tx) => {
    await tx
      .insert(renewalSettings)
      .values({ companyId, invitationDays: input.invitationDays, updatedAt: now })
      .onConflictDoUpdate({
        target: renewalSettings.companyId,
        set: { invitationDays: input.invitationDays, updatedAt: now },
      });
    await audit(
      tx,
      {
        action: "renewalSettings.updated",
        userId: actor.user.id,
        companyId,
        data: { invitationDays: input.invitationDays },
      },
      actor,
    );
  });
  return { invitationDays: input.invitationDays };
}
