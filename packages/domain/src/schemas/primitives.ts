/**
 * The shared zod primitives for ids and dates: every schema that takes an id or a calendar date
 * builds on these, so bad input is refused with the field's message (422) before it reaches a
 * query, and never as a database error (a 5xx).
 */
import { z } from "zod";
import { messages } from "../messages.ts";

/** The largest id a column holds: ids are PostgreSQL `integer` (int4), 2^31 - 1. */
export const MAX_ID = 2_147_483_647;

/** A positive whole number an int4 column can store; `message` for a required-field wording. */
export const zIdOf = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(MAX_ID, message ?? messages.max(MAX_ID));

/** An id in a JSON body. */
export const zId = zIdOf();

/** An id in path or query text ("42"), coerced to a number. */
export const zIdText = z.coerce.number().int().positive().max(MAX_ID, messages.max(MAX_ID));

/**
 * Comma-separated ids in a query (`?status=2,3`, or the parameter repeated): empty parts are
 * skipped; any other part that is not an id is refused rather than silently widening the filter.
 */
export const zIdList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value.join(",") : (value ?? ""))
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "");
    const ids = parts.map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID)) {
      ctx.addIssue({ code: "custom", message: messages.invalidIdList });
      return z.NEVER;
    }
    return ids;
  });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2024-02-30, 2023-02-29 nor month 13). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A calendar date `YYYY-MM-DD`; `invalid` replaces the wording of both refusals. */
export const zIsoDateOf = (invalid?: string) =>
  z
    .string({ error: messages.required })
    .regex(ISO_DATE, invalid ?? messages.dateFormat)
    .refine(isCalendarDate, invalid ?? messages.invalidDate);

/** A calendar date `YYYY-MM-DD` in a body or query. */
export const zIsoDate = zIsoDateOf();
