/** An administrator's reset of another user's authenticator. */
import { messages } from "@platform/domain";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { loadUserRoles } from "../users/index.ts";
import { assertMayChangeAccount, authorizeAuthenticatorReset } from "./access.ts";
import { activeMethods, findMethod, settleAfterMethodOff, upsertMethod } from "./repo.ts";

/**
 * An administrator removes another user's authenticator (e.g. a lost phone); audited. The user
 * signs in to every company of theirs with it, so only an administrator whose company is the
 * user's only one, or the system company, may (the policy, `access.ts`).
 */
export async function resetAuthenticator(ctx: Ctx, input: { userId: number }) {
  const { db, actor } = ctx;
  const { user } = actor;
  const target = { id: input.userId };
  const companyId = authorizeAuthenticatorReset(actor);
  await db.transaction(async (tx) => {
    const targetCompanyIds = (await loadUserRoles(tx, target.id)).map((role) => role.companyId);
    if (!targetCompanyIds.includes(companyId)) throw notFound(messages.noUser);
    assertMayChangeAccount(actor, targetCompanyIds);
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
      await settleAfterMethodOff(tx, target.id, { wasDefault: row.isDefault, others });
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
