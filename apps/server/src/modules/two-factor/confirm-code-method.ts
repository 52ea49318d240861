import { messages } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { activateMethod } from "./activate-method.ts";
import { invalidCode } from "./common.ts";
import { checkCode } from "./one-time-codes.ts";

export async function confirmCodeMethod(
  ctx: Ctx,
  input: { method: "email" | "sms"; code: string; sessionId: string },
) {
  const { actor } = ctx;
  const { user } = actor;
  const { method, code, sessionId } = input;
  if (method === "sms" && !user.row.phone) throw invalid({ phone: messages.smsNeedsPhone });
  const ok = await checkCode(ctx, { userId: user.id, sessionId, method, purpose: "enrol" }, code);
  if (!ok) throw invalid({ code: invalidCode });
  return ctx.db.transaction((tx) => activateMethod(tx, ctx, actor, method, {}));
}
