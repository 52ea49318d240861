import { keyedHash } from "../../platform/crypto/index.ts";
import type { Deps } from "./passwords.ts";

export const hashResetToken = (deps: Deps, token: string) =>
  keyedHash(deps.config.appKey, "password-reset", token);

export const RESET_LINK_JOB = "password.reset-link";

export interface ResetLinkRequest {
  email: string;
  ip?: string;
  userAgent?: string;
}
