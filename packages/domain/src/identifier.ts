/**
 * Names users give to what formulas and templates read by path: design properties, questions,
 * formulas, datasets and their columns. A name becomes one segment of a path (`answers.limit`,
 * `lookup(rates.band)`), so a period in it would split it in two: it gets SPEC §5's "Period
 * characters are not allowed" before the general format message.
 */
import { z } from "zod";
import { messages } from "./messages.ts";

export const IDENTIFIER_FORMAT = "Use letters, digits and _, not starting with a digit";
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The message for a name that is not an identifier, or null when it is one. */
export function identifierProblem(name: string): string | null {
  if (name.includes(".")) return messages.noPeriods;
  return IDENTIFIER.test(name) ? null : IDENTIFIER_FORMAT;
}

export const ZIdentifier = z
  .string({ error: messages.required })
  .max(64, messages.maxLength(64))
  .superRefine((name, ctx) => {
    const problem = identifierProblem(name);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
