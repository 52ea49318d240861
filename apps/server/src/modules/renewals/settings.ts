/**
 * The underwriter company's renewal setting: how many days before expiry the renewal job invites
 * brokers to renew (ManageProducts to change it; anyone who reads its risks may read it).
 */
import { DEFAULT_RENEWAL_INVITATION_DAYS, Permission } from "@platform/domain";
import { eq } from "drizzle-orm";
import { assertCan, assertCanAny } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { renewalSettings } from "./tables.ts";

export async function getRenewalSettings(db: DbOrTx, actor: Actor, companyId: number) {
  assertCanAny(actor.user, companyId, [
    Permission.ManageProducts,
    Permission.ManageRisks,
    Permission.ViewRisks,
  ]);
  const [row] = await db
    .select({ invitationDays: renewalSettings.invitationDays })
    .from(renewalSettings)
    .where(eq(renewalSettings.companyId, companyId));
  return { invitationDays: row?.invitationDays ?? DEFAULT_RENEWAL_INVITATION_DAYS };
}

export async function putRenewalSettings(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  input: { invitationDays: number },
) {
  assertCan(actor.user, companyId, Permission.ManageProducts);
  const now = actor.now();
  await db
    .insert(renewalSettings)
    .values({ companyId, invitationDays: input.invitationDays, updatedAt: now })
    .onConflictDoUpdate({
      target: renewalSettings.companyId,
      set: { invitationDays: input.invitationDays, updatedAt: now },
    });
  await audit(
    db,
    {
      action: "renewalSettings.updated",
      userId: actor.user.id,
      companyId,
      data: { invitationDays: input.invitationDays },
    },
    actor,
  );
  return { invitationDays: input.invitationDays };
}
