import { messages } from "./messages.ts";

export const PASSWORD_MIN_LENGTH = 12;

/**
 * Letters and digits of any script count as such (an "É" is an upper-case letter, not a
 * symbol); length counts characters (code points), not UTF-16 units.
 */
export const passwordRules = [
  {
    test: (p: string) => [...p].length >= PASSWORD_MIN_LENGTH,
    message: "Must have at least 12 characters",
  },
  { test: (p: string) => /\p{Ll}/u.test(p), message: "Must include lowercase letter" },
  { test: (p: string) => /\p{Lu}/u.test(p), message: "Must include uppercase letter" },
  { test: (p: string) => /\p{Nd}/u.test(p), message: "Must include number" },
  { test: (p: string) => /[^\p{L}\p{M}\p{N}]/u.test(p), message: "Must include special symbol" },
] as const;

/** Every rule the password fails, in the spec's order and wording (SPEC §5). */
export function passwordProblems(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

export { messages };
