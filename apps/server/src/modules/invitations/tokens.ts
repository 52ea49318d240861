import { createHmac } from "node:crypto";
import { MAX_ID } from "@platform/domain";
import { randomToken, safeEqual, sha256 } from "../../platform/session/tokens.ts";

/**
 * An invitation link token is `{id}.{secret}.{signature}`: the signature (HMAC with the app
 * key) tells a mangled link from an unknown one; only the secret's hash is stored.
 */
export function issueInvitationToken(appKey: string, invitationId: number) {
  const secret = randomToken(24);
  const body = `${invitationId}.${secret}`;
  return { token: `${body}.${sign(appKey, body)}`, secretHash: sha256(secret) };
}

const sign = (appKey: string, body: string) =>
  createHmac("sha256", appKey).update(`invitation:${body}`).digest("base64url");

/** The id and secret hash of a well-formed, correctly signed token; null otherwise. */
export function readInvitationToken(
  appKey: string,
  token: string,
): { id: number; secretHash: string } | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [id, secret, signature] = parts as [string, string, string];
  if (!/^\d{1,10}$/.test(id) || Number(id) > MAX_ID || !secret || !signature) return null;
  if (!safeEqual(signature, sign(appKey, `${id}.${secret}`))) return null;
  return { id: Number(id), secretHash: sha256(secret) };
}
