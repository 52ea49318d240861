import { messages } from "@platform/domain";
import type { OriginCtx } from "../../platform/context/index.ts";
import { hit } from "../../platform/rate-limit/index.ts";
import { RESET_LINK_JOB, type ResetLinkRequest } from "./reset-tokens.ts";

/**
 * Always the same reply, whether or not the account exists, and in the same time: the reply
 * only queues a job, which looks the account up and mails the link. Limited per email and per
 * address (429 past the limit).
 */
export async function forgotPassword(ctx: OriginCtx, input: { email: string }) {
  const { origin } = ctx;
  const { email } = input;
  const window = ctx.config.security.lockoutMinutes * 60;
  await hit(ctx.db, {
    key: `forgot:ip:${origin.ip}`,
    max: ctx.config.security.ipMaxAttempts,
    windowSeconds: window,
  });
  await hit(ctx.db, { key: `forgot:account:${email}`, max: 3, windowSeconds: window });
  const job: ResetLinkRequest = {
    email,
    ip: origin.ip,
    userAgent: origin.userAgent,
  };
  await ctx.jobs.send(RESET_LINK_JOB, job);
  ctx.jobs.wake(RESET_LINK_JOB);
  return { message: messages.forgotPasswordReply };
}
