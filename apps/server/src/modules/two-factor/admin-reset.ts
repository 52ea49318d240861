/** An administrator's reset of another user's authenticator. */
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { Deps } from "./common.ts";
import {
  activeMethods,
  findMethod,
  replaceRecoveryCodes,
  revokeTrustedDevices,
  setDefaultMethod,
  upsertMethod,
} from "./repo.ts";

/** An administrator removes another user's authenticator (e.g. a lost phone); audited. */
export async function resetAuthenticator(
  deps: Deps,
  actor: Actor,
  target: { id: number },
  companyId: number,
) {
  const { user } = actor;
  await deps.db.transaction(async (tx) => {
    const row = await findMethod(tx, target.id, "authenticator");
    if (row) {
      await upsertMethod(tx, target.id, "authenticator", {
        enabled: false,
        isDefault: false,
        verifiedAt: null,
        secretSealed: null,
        pendingSecretSealed: null,
        lastUsedStep: null,
      });
      const others = await activeMethods(tx, target.id);
      if (row.isDefault && others[0]) await setDefaultMethod(tx, target.id, others[0].method);
      if (others.length === 0) {
        await replaceRecoveryCodes(tx, target.id, []);
        await revokeTrustedDevices(tx, target.id);
      }
    }
    await audit(
      tx,
      {
        action: "2fa.admin_reset",
        userId: user.id,
        companyId,
        subjectType: "user",
        subjectId: target.id,
        data: { method: "authenticator", hadAuthenticator: Boolean(row?.verifiedAt) },
      },
      actor,
    );
  });
}
