import { readFileSync } from "node:fs";
import { serverPaths } from "../../paths.ts";

/** The bundled list (common-passwords.txt beside this file), loaded once. */
const bases: ReadonlySet<string> = new Set(
  readFileSync(serverPaths.commonPasswords, "utf8")
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith("#")),
);

const swaps: Record<string, string> = {
  "@": "a",
  "4": "a",
  "3": "e",
  "1": "i",
  "!": "i",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
};

/**
 * The word a password is built on: lower-cased, digits and symbols at the ends dropped,
 * common letter-for-digit swaps undone inside, separators removed.
 */
export function passwordBase(password: string): string {
  const lowered = password.toLowerCase();
  const core = lowered.replace(/^[^\p{L}]+/u, "").replace(/[^\p{L}]+$/u, "");
  return [...core]
    .map((char) => swaps[char] ?? char)
    .join("")
    .replace(/[^\p{L}]/gu, "");
}

/** True when the password is one of the most common ones, however decorated. */
export function isCommonPassword(password: string): boolean {
  const base = passwordBase(password);
  if (base.length === 0) return true;
  if (bases.has(base)) return true;
  // A single repeated word ("passwordpassword") or a run of one character.
  if (/^(.)\1+$/u.test(base)) return true;
  const half = base.slice(0, base.length / 2);
  return base.length % 2 === 0 && half + half === base && bases.has(half);
}

export const commonPasswordMessage = "This password is too common. Choose a less predictable one";
