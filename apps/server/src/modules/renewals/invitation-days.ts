import { DEFAULT_RENEWAL_INVITATION_DAYS } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { renewalSettings } from "./tables.ts";

/** How many days before expiry the underwriter company opens renewal (its setting, else the default). */
export async function renewalInvitationDays(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ days: renewalSettings.invitationDays })
    .from(renewalSettings)
    .where(eq(renewalSettings.companyId, companyId));
  return row?.days ?? DEFAULT_RENEWAL_INVITATION_DAYS;
}
