/** Recovery codes: issued once a method is on, regenerated on request (password again). */
import { messages } from "@platform/domain";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { recoveryCode } from "../../platform/crypto/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { confirmPassword, type Deps, hashRecovery, RECOVERY_CODE_COUNT } from "./common.ts";
import { activeMethods, replaceRecoveryCodes } from "./repo.ts";

export async function issueRecoveryCodes(tx: DbOrTx, deps: Deps, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCode());
  await replaceRecoveryCodes(
    tx,
    userId,
    codes.map((code) => hashRecovery(deps, code)),
  );
  return codes;
}

export async function regenerateRecoveryCodes(ctx: Ctx, input: { password: string | undefined }) {
  const { db, actor } = ctx;
  const { user } = actor;
  const { password } = input;
  await confirmPassword(user, password);
  if ((await activeMethods(db, user.id)).length === 0) {
    throw invalid({ method: messages.verifyOneMethod }, messages.verifyOneMethod);
  }
  return db.transaction(async (tx) => {
    const recoveryCodes = await issueRecoveryCodes(tx, ctx, user.id);
    await audit(
      tx,
      {
        action: "2fa.recovery_codes_regenerated",
        userId: user.id,
        subjectType: "user",
        subjectId: user.id,
      },
      actor,
    );
    return { recoveryCodes };
  });
}
