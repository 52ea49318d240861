import { messages } from "@platform/domain";
import { type AuditAction, audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { effectivePolicy } from "../account-security/index.ts";
import { confirmPassword } from "./common.ts";
import {
  activeMethods,
  findMethod,
  setDefaultMethod,
  settleAfterMethodOff,
  upsertMethod,
} from "./repo.ts";
import type { TwoFactorMethodName } from "./tables.ts";
import { twoFactorOverview } from "./two-factor-overview.ts";

export async function updateMethod(
  ctx: Ctx,
  input: { method: TwoFactorMethodName; default?: boolean; enabled?: boolean; password?: string },
) {
  const { actor } = ctx;
  const { user } = actor;
  const { method } = input;
  const row = await findMethod(ctx.db, user.id, method);
  if (!row?.verifiedAt) throw invalid({ method: "This method has not been set up" });
  if (input.enabled !== undefined) await confirmPassword(user, input.password);
  await ctx.db.transaction(async (tx) => {
    const record = (action: AuditAction) =>
      audit(
        tx,
        { action, userId: user.id, subjectType: "user", subjectId: user.id, data: { method } },
        actor,
      );
    if (input.enabled === false && row.enabled) {
      const others = (await activeMethods(tx, user.id)).filter((m) => m.method !== method);
      const policy = await effectivePolicy(
        tx,
        ctx.config,
        user.roles.map((role) => role.companyId),
      );
      if (others.length === 0 && policy.requireTwoFactor) {
        throw invalid({ method: messages.verifyOneMethod }, messages.verifyOneMethod);
      }
      await upsertMethod(tx, user.id, method, { enabled: false, isDefault: false });
      await settleAfterMethodOff(tx, user.id, { wasDefault: row.isDefault, others });
      await record("2fa.disabled");
    } else if (input.enabled === true && !row.enabled) {
      await upsertMethod(tx, user.id, method, { enabled: true });
      if ((await activeMethods(tx, user.id)).length === 1) {
        await setDefaultMethod(tx, user.id, method);
      }
      await record("2fa.enabled");
    }
    if (input.default === true) {
      const current = await findMethod(tx, user.id, method);
      if (!current?.enabled)
        throw invalid({ default: "Only an enabled method can be the default" });
      await setDefaultMethod(tx, user.id, method);
      await record("2fa.default_changed");
    }
  });
  return twoFactorOverview(ctx);
}
