/**
 * Emailed and texted one-time codes: sending one and checking it against the session's live
 * challenge.
 */
import { PRODUCT_NAME } from "@platform/domain";
import type { AuthUser } from "../../platform/access/index.ts";
import { numericCode } from "../../platform/crypto/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, type Deps, hashCode } from "./common.ts";
import { attemptChallenge, createChallenge } from "./repo.ts";

export async function sendCode(
  deps: Deps & Pick<AppDeps, "outbox">,
  user: AuthUser["row"],
  method: "email" | "sms",
  sessionId: string,
  purpose: "verify" | "enrol",
) {
  const code = numericCode(6);
  const text = `Your ${PRODUCT_NAME} verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. If you did not try to sign in, change your password.`;
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await createChallenge(tx, {
      userId: user.id,
      sessionId,
      method,
      purpose,
      codeHash: hashCode(deps, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
    });
    await deps.outbox.message(
      tx,
      afterCommit,
      method === "email"
        ? {
            channel: "email",
            to: user.email,
            subject: "Your verification code",
            text,
            userId: user.id,
          }
        : { channel: "sms", to: user.phone!, text, userId: user.id },
    );
  });
}

/**
 * Checks an emailed or texted code against the live challenge of this session, counting the
 * attempt and consuming the code in one atomic statement (a code works once, even in parallel).
 */
export async function checkCode(
  deps: Deps,
  input: {
    userId: number;
    sessionId: string;
    method: "email" | "sms";
    purpose: "verify" | "enrol";
  },
  code: string,
): Promise<boolean> {
  const codeHash = /^\d{6}$/.test(code) ? hashCode(deps, code) : "";
  return attemptChallenge(deps.db, input, codeHash, CODE_MAX_ATTEMPTS);
}
