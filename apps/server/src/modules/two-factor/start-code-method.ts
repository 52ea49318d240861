import { messages } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { hit } from "../../platform/rate-limit/index.ts";
import { confirmPassword, destinationOf } from "./common.ts";
import { sendCode } from "./one-time-codes.ts";
import { upsertMethod } from "./repo.ts";

export async function startCodeMethod(
  ctx: Ctx,
  input: { method: "email" | "sms"; password: string | undefined; sessionId: string },
) {
  const { user } = ctx.actor;
  const { method, password, sessionId } = input;
  await confirmPassword(user, password);
  if (method === "sms" && !user.row.phone) throw invalid({ phone: messages.smsNeedsPhone });
  await hit(ctx.db, { key: `2fa:send:${user.id}`, max: 5, windowSeconds: 600 });
  await upsertMethod(ctx.db, user.id, method, {});
  await sendCode(ctx, user.row, method, sessionId, "enrol");
  return { destination: destinationOf(user.row, method) };
}
