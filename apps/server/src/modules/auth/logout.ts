import { audit } from "../../platform/audit/index.ts";
import type { OriginCtx } from "../../platform/context/index.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";

/** Ends the session and hands out a fresh anonymous one, so the next sign-in needs no extra trip. */
export async function logout(ctx: OriginCtx, input: { session: HttpSession }) {
  const { session } = input;
  await ctx.db.transaction(async (tx) => {
    const userId = session.current?.userId;
    if (userId) await audit(tx, { action: "auth.logout", userId }, session.origin);
    await session.replace(tx, { userId: null, remember: false });
  });
}
