import type { Ctx } from "../../platform/context/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { revokeTrustedDevices } from "./repo.ts";

/** Stops trusting one of the user's devices; 404 when it is not theirs or already revoked. */
export async function forgetTrustedDevice(ctx: Ctx, input: { deviceId: string }) {
  const revoked = await revokeTrustedDevices(ctx.db, ctx.actor.user.id, input.deviceId);
  if (revoked === 0) throw notFound();
}

/** Stops trusting every device of the user. */
export async function forgetTrustedDevices(ctx: Ctx) {
  await revokeTrustedDevices(ctx.db, ctx.actor.user.id);
}
