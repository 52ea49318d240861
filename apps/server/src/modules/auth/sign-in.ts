import type { DbOrTx } from "../../platform/db/index.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";

/**
 * Replaces whatever session the browser carried with a new one for the user: a fresh id
 * and CSRF token at every sign-in, so a planted session id is worthless (session fixation).
 */
export async function signIn(
  tx: DbOrTx,
  session: HttpSession,
  userId: number,
  remember: boolean,
  data?: Record<string, unknown>,
) {
  await session.replace(tx, { userId, remember, data });
}
