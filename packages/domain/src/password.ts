import { messages } from "./messages.ts";

export const PASSWORD_MIN_LENGTH = 12;

export const passwordRules = [
  {
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
    message: "Must have at least 12 characters",
  },
  { test: (p: string) => /[a-z]/.test(p), message: "Must include lowercase letter" },
  { test: (p: string) => /[A-Z]/.test(p), message: "Must include uppercase letter" },
  { test: (p: string) => /[0-9]/.test(p), message: "Must include number" },
  { test: (p: string) => /[^A-Za-z0-9]/.test(p), message: "Must include special symbol" },
] as const;

/** Every rule the password fails, in the spec's order and wording (SPEC §5). */
export function passwordProblems(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

export { messages };
