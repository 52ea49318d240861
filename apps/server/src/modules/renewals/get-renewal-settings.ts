/**
 * The underwriter company's renewal setting: how many days before expiry the renewal job invites
 * brokers to renew (ManageProducts to change it; anyone who reads its risks may read it).
 */
import { DEFAULT_RENEWAL_INVITATION_DAYS } from "@platform/domain";
import { eq } from "drizzle-orm";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeSettings } from "./access.ts";
import { renewalSettings } from "./tables.ts";

export async function getRenewalSettings(ctx: Ctx) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  authorizeSettings(actor, "read");
  const [row] = await db
    .select({ invitationDays: renewalSettings.invitationDays })
    .from(renewalSettings)
    .where(eq(renewalSettings.companyId, companyId));
  return { invitationDays: row?.invitationDays ?? DEFAULT_RENEWAL_INVITATION_DAYS };
}
