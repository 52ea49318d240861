import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { Deps } from "./common.ts";
import { issueRecoveryCodes } from "./recovery-codes.ts";
import { activeMethods, setDefaultMethod, unusedRecoveryCodeCount, upsertMethod } from "./repo.ts";
import type { TwoFactorMethodName, TwoFactorMethodRow } from "./tables.ts";

/** Turns a method on after proof, making it the default if none is, and hands out recovery codes once. */
export async function activateMethod(
  tx: DbOrTx,
  deps: Deps,
  actor: Actor,
  method: TwoFactorMethodName,
  values: Partial<TwoFactorMethodRow>,
) {
  const { user } = actor;
  const before = await activeMethods(tx, user.id);
  await upsertMethod(tx, user.id, method, {
    ...values,
    enabled: true,
    verifiedAt: new Date(),
  });
  if (!before.some((row) => row.isDefault && row.method !== method)) {
    await setDefaultMethod(tx, user.id, method);
  }
  let recoveryCodes: string[] = [];
  if ((await unusedRecoveryCodeCount(tx, user.id)) === 0) {
    recoveryCodes = await issueRecoveryCodes(tx, deps, user.id);
  }
  await audit(
    tx,
    {
      action: "2fa.enabled",
      userId: user.id,
      subjectType: "user",
      subjectId: user.id,
      data: { method },
    },
    actor,
  );
  return { recoveryCodes };
}
