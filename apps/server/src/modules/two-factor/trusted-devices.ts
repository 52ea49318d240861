/**
 * Trusted devices: whether a sign-in may skip two-factor on this device (revoking them is
 * forget-trusted-devices.ts).
 */
import { unsign } from "../../platform/crypto/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { activeMethods, findTrustedDevice, touchTrustedDevice } from "./repo.ts";

/** True when the trusted-device cookie is valid, unrevoked and this user's. */
export async function isTrustedDevice(
  db: DbOrTx,
  appKey: string,
  cookie: string | undefined,
  userId: number,
): Promise<boolean> {
  if (!cookie) return false;
  const payload = unsign(appKey, "trusted-device", cookie);
  if (!payload) return false;
  const [id, owner] = payload.split(".");
  if (!id || Number(owner) !== userId || !/^[0-9a-f-]{36}$/.test(id)) return false;
  const device = await findTrustedDevice(db, id);
  if (!device || device.userId !== userId || device.revokedAt || device.expiresAt <= new Date()) {
    return false;
  }
  await touchTrustedDevice(db, id);
  return true;
}

/** Whether a sign-in must pass two-factor: the user has a method and the device is not trusted. */
export async function twoFactorRequiredAtSignIn(
  db: DbOrTx,
  appKey: string,
  trustedDeviceCookie: string | undefined,
  userId: number,
): Promise<boolean> {
  if ((await activeMethods(db, userId)).length === 0) return false;
  return !(await isTrustedDevice(db, appKey, trustedDeviceCookie, userId));
}
