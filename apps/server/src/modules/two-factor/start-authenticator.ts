import { Secret } from "otpauth";
import QRCode from "qrcode";
import type { Ctx } from "../../platform/context/index.ts";
import { seal } from "../../platform/crypto/index.ts";
import { confirmPassword, totpFor } from "./common.ts";
import { upsertMethod } from "./repo.ts";

export async function startAuthenticator(ctx: Ctx, input: { password?: string }) {
  const { user } = ctx.actor;
  const { password } = input;
  await confirmPassword(user, password);
  const secret = new Secret({ size: 20 });
  const otpauthUrl = totpFor(secret.base32, user.row.email).toString();
  await upsertMethod(ctx.db, user.id, "authenticator", {
    pendingSecretSealed: seal(ctx.config.appKey, "totp", secret.base32),
  });
  return {
    secret: secret.base32,
    otpauthUrl,
    qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
  };
}
