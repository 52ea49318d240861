import { messages } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { badRequest, gone } from "../../platform/http/errors.ts";
import { safeEqual } from "../../platform/session/tokens.ts";
import { invitations } from "./tables.ts";
import { readInvitationToken } from "./tokens.ts";

/** The pending invitation a link names, or the spec's refusal for a mangled or dead link. */
export async function invitationFromToken(deps: AppDeps, db: DbOrTx, token: string) {
  const parsed = readInvitationToken(deps.config.appKey, token);
  if (!parsed) throw badRequest(messages.invitationLinkWrong);
  const [row] = await db.select().from(invitations).where(eq(invitations.id, parsed.id));
  const live =
    row &&
    row.status === "pending" &&
    row.expiresAt.getTime() > Date.now() &&
    safeEqual(row.tokenHash, parsed.secretHash);
  if (!live) throw gone(messages.invitationInvalid);
  return row;
}
