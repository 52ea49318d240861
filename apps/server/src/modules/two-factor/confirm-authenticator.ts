import type { Ctx } from "../../platform/context/index.ts";
import { unseal } from "../../platform/crypto/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { activateMethod } from "./activate-method.ts";
import { invalidCode, totpStep } from "./common.ts";
import { claimPendingSecret, findMethod } from "./repo.ts";

export async function confirmAuthenticator(ctx: Ctx, input: { code: string }) {
  const { actor } = ctx;
  const { user } = actor;
  const { code } = input;
  const row = await findMethod(ctx.db, user.id, "authenticator");
  if (!row?.pendingSecretSealed) throw invalid({ code: invalidCode });
  const secret = unseal(ctx.config.appKey, "totp", row.pendingSecretSealed);
  const step = totpStep(secret, user.row.email, code);
  if (step === null) throw invalid({ code: invalidCode });
  return ctx.db.transaction(async (tx) => {
    // Claim the pending secret first: of two parallel confirmations only one activates it.
    if (!(await claimPendingSecret(tx, row.id, row.pendingSecretSealed!, step))) {
      throw invalid({ code: invalidCode });
    }
    return activateMethod(tx, ctx, actor, "authenticator", {});
  });
}
