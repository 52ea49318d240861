import { messages } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { hit } from "../../platform/rate-limit/index.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { destinationOf } from "./common.ts";
import { sendCode } from "./one-time-codes.ts";
import { activeMethods } from "./repo.ts";
import { assertPending } from "./sign-in-verification.ts";

export async function sendVerificationCode(
  ctx: Ctx,
  input: { method: "email" | "sms"; session: HttpSession },
) {
  const { user } = ctx.actor;
  const { method, session } = input;
  assertPending(session);
  const row = (await activeMethods(ctx.db, user.id)).find((m) => m.method === method);
  if (!row) throw invalid({ method: "This method is not enabled" });
  if (method === "sms" && !user.row.phone) throw invalid({ method: messages.smsNeedsPhone });
  await hit(ctx.db, { key: `2fa:send:${user.id}`, max: 5, windowSeconds: 600 });
  await sendCode(ctx, user.row, method, session.current!.id, "verify");
  return { destination: destinationOf(user.row, method) };
}
