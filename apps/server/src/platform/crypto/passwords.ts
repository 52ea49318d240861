/** Password hashing (argon2id), shared by sign-in, the password lifecycle, two-factor and the account. */
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults to argon2id (19 MiB, t=2, p=1: the OWASP baseline).
export const hashPassword = (password: string) => hash(password);

/** A fixed hash verified when no account matches, so timing does not reveal which is wrong. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash("decoy-password-for-timing");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
