import { messages, type TRegisterRequest, type TUser } from "@platform/domain";
import { audit } from "../../platform/audit/index.ts";
import type { OriginCtx } from "../../platform/context/index.ts";
import { hashPassword } from "../../platform/crypto/passwords.ts";
import { invalid } from "../../platform/http/errors.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { assertNotCommon } from "../password-lifecycle/index.ts";
import { currentUser, findUserByEmail, insertUser } from "../users/index.ts";
import { signIn } from "./sign-in.ts";
import { countEmailTakenAnswer } from "./throttle.ts";

export async function register(
  ctx: OriginCtx,
  input: TRegisterRequest & { session: HttpSession },
): Promise<TUser> {
  const { session } = input;
  assertNotCommon(input.password);
  if (await findUserByEmail(ctx.db, input.email)) {
    await countEmailTakenAnswer(ctx.db, ctx.config, session.origin);
    throw invalid({ email: messages.emailTaken });
  }
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email)) throw invalid({ email: messages.emailTaken });
    const user = await insertUser(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      passwordChangedAt: new Date(),
      lastActivityAt: new Date(),
    });
    await signIn(tx, session, user.id, false);
    await audit(
      tx,
      { action: "user.registered", userId: user.id, subjectType: "user", subjectId: user.id },
      session.origin,
    );
    return currentUser(tx, user.id);
  });
}
