import type { Ctx } from "../../platform/context/index.ts";
import { sign } from "../../platform/crypto/index.ts";
import { authorizeOrganisation } from "./access.ts";
import { assertEnabled } from "./configuration.ts";
import { ADMIN_SETUP_LINK_HOURS } from "./organisation-connection.ts";

/** A link a company administrator hands to their Microsoft administrator; valid 24 hours. */
export function createAdminSetupLink(ctx: Ctx) {
  const { config } = ctx;
  const { user } = ctx.actor;
  assertEnabled(config);
  const companyId = authorizeOrganisation(ctx.actor);
  const expiresAt = Date.now() + ADMIN_SETUP_LINK_HOURS * 3_600_000;
  const token = sign(config.appKey, "microsoft-setup", `${companyId}.${user.id}.${expiresAt}`);
  return {
    url: `${config.appUrl}/api/microsoft/admin-consent?token=${encodeURIComponent(token)}`,
    expiresAt: Math.floor(expiresAt / 1000),
  };
}
