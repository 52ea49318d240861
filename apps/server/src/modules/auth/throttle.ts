/**
 * The sign-in and registration limits. Failures lock an email only for the address
 * they come from, so an attacker elsewhere cannot lock the owner out; the per-address limit
 * caps how many guesses one address gets across every email. Each attempt is counted before
 * the password is checked (one atomic upsert, `hit`), so parallel guesses cannot overshoot.
 */
import type { Config } from "../../config.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { hit, type Limit, releaseHit, resetLimit } from "../../platform/rate-limit/index.ts";

function loginLimits(config: Config, email: string, ip: string) {
  const { maxFailures, lockoutMinutes, ipMaxAttempts } = config.security;
  const windowSeconds = lockoutMinutes * 60;
  return {
    address: { key: `login:ip:${ip}`, max: ipMaxAttempts, windowSeconds } satisfies Limit,
    accountAtAddress: {
      key: `login:account:${email}:ip:${ip}`,
      max: maxFailures,
      windowSeconds,
    } satisfies Limit,
  };
}

/** Counts a sign-in attempt against the address and the email at that address; 429 past either. */
export async function claimSignInAttempt(
  db: DbOrTx,
  config: Config,
  email: string,
  origin: { ip?: string },
) {
  const limits = loginLimits(config, email, origin.ip ?? "unknown");
  await hit(db, limits.address);
  await hit(db, limits.accountAtAddress);
}

/** A correct password: the email's failures at this address are forgotten, the attempt given back. */
export async function settleSignInSuccess(
  db: DbOrTx,
  config: Config,
  email: string,
  origin: { ip?: string },
) {
  const limits = loginLimits(config, email, origin.ip ?? "unknown");
  await resetLimit(db, limits.accountAtAddress.key);
  await releaseHit(db, limits.address.key);
}

/**
 * Registration tells that an email already has an account (decisions.md), so each
 * such answer counts against the address like a failed sign-in: past AUTH_MAX_FAILURES in the
 * window the address gets 429 instead of the answer.
 */
export async function countEmailTakenAnswer(db: DbOrTx, config: Config, origin: { ip?: string }) {
  const { maxFailures, lockoutMinutes } = config.security;
  await hit(db, {
    key: `register:email-taken:ip:${origin.ip ?? "unknown"}`,
    max: maxFailures,
    windowSeconds: lockoutMinutes * 60,
  });
}
