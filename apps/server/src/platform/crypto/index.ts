/**
 * Keyed primitives derived from APP_KEY: an HMAC for hashing short secrets (codes, tokens)
 * and signing cookies, and AES-256-GCM for secrets the server must read back (TOTP seeds).
 * Each purpose gets its own key through HKDF, so one key never serves two uses.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from "node:crypto";
import { safeEqual } from "../session/tokens.ts";

const keyCache = new Map<string, Buffer>();

function derive(appKey: string, purpose: string): Buffer {
  const cacheKey = `${appKey}\u0000${purpose}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", appKey, "placement", purpose, 32));
    keyCache.set(cacheKey, key);
  }
  return key;
}

/** A keyed hash: the stored form of codes and tokens (a database leak reveals none of them). */
export function keyedHash(appKey: string, purpose: string, value: string): string {
  return createHmac("sha256", derive(appKey, `hash:${purpose}`))
    .update(value)
    .digest("hex");
}

export function sign(appKey: string, purpose: string, payload: string): string {
  const mac = createHmac("sha256", derive(appKey, `sign:${purpose}`))
    .update(payload)
    .digest("base64url");
  return `${payload}.${mac}`;
}

/** The payload of a value made by `sign`, or null when the signature does not match. */
export function unsign(appKey: string, purpose: string, signed: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = signed.slice(0, dot);
  return safeEqual(sign(appKey, purpose, payload), signed) ? payload : null;
}

export function seal(appKey: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derive(appKey, `seal:${purpose}`), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

export function unseal(appKey: string, purpose: string, sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) throw new Error("Malformed sealed value");
  const decipher = createDecipheriv("aes-256-gcm", derive(appKey, `seal:${purpose}`), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}

/** A numeric one-time code with uniform digits (no modulo bias). */
export function numericCode(digits = 6): string {
  return Array.from({ length: digits }, () => randomInt(10)).join("");
}

const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";

/** A recovery code like `k3m9p-x7q2r` (50 bits); compared case-insensitively, dash optional. */
export function recoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
  );
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

export const normaliseRecoveryCode = (code: string) =>
  code.trim().toLowerCase().replace(/[\s-]/g, "");
