import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { microsoftEnabled } from "./configuration.ts";
import { connectionForCompany } from "./organisation-connection.ts";

/** Whether the acting company's Microsoft organisation is connected, for its members. */
export async function getConnection(ctx: Ctx) {
  const { db, actor, config } = ctx;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  const row = await connectionForCompany(db, companyId);
  return {
    available: microsoftEnabled(config),
    connected: Boolean(row),
    tenantId: row?.tenantId ?? null,
    connectedAt: row ? Math.floor(row.connectedAt.getTime() / 1000) : null,
  };
}
