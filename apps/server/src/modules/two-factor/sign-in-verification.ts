/**
 * The second factor of a pending sign-in: the methods on offer, sending a code and verifying it
 * (or a recovery code), optionally trusting the device.
 */
import type { AuthUser } from "../../platform/access/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { sessionTwoFactorState } from "../account-security/index.ts";
import { type Deps, destinationOf, notPending } from "./common.ts";
import { activeMethods, unusedRecoveryCodeCount } from "./repo.ts";

/** The methods a pending session may verify with, default first. */
export async function pendingOverview(deps: Deps, user: AuthUser) {
  const methods = await activeMethods(deps.db, user.id);
  return {
    methods: methods.map((row) => ({
      method: row.method,
      isDefault: row.isDefault,
      destination: destinationOf(user.row, row.method),
    })),
    defaultMethod: methods.find((row) => row.isDefault)?.method ?? methods[0]?.method ?? null,
    recoveryCodesRemaining: await unusedRecoveryCodeCount(deps.db, user.id),
  };
}

export function assertPending(session: HttpSession) {
  if (sessionTwoFactorState(session.current?.data) !== "pending") {
    throw conflict(notPending);
  }
}
