/**
 * One guard for every route: a string that PostgreSQL cannot store or compare (a
 * NUL byte, or a lone UTF-16 surrogate that has no UTF-8 form) is refused with a 422 on its
 * field before any schema or handler sees it, whatever the route. It runs as a global
 * preValidation hook, so a new route cannot forget it. A missing body (or literal `null`) where
 * the route needs one is refused here too.
 */
import { messages } from "@platform/domain";
import type { FastifyRequest } from "fastify";
import { invalid } from "./errors.ts";

// Without the `u` flag the pattern sees UTF-16 code units: a high surrogate not followed by a
// low one, or a low one not preceded by a high one, is a lone surrogate.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeString = (value: string) =>
  value.includes("\u0000") || LONE_SURROGATE.test(value);

/**
 * The dotted paths (as the 422 names fields: `items.0.name`) of every unsafe string in a
 * parsed value, keys included; a bad key is reported on the object that holds it.
 */
export function unsafeStringPaths(value: unknown, root: string): string[] {
  if (isEmpty(value)) return [];
  const found = new Set<string>();
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (isUnsafeString(current)) found.add(path || root);
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) {
        stack.push({ value: item, path: join(path, String(index)) });
      }
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (isUnsafeString(key)) found.add(path || root);
        else stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  return [...found].sort();
}

/** Nothing to look at (no params, no query, no body): the common case of a read. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== "object") return false;
  for (const _ in value) return false;
  return true;
}

interface BodySchema {
  safeParse(value: unknown): { success: boolean };
}

/**
 * A JSON body of literal `null`, or no body where the route's schema needs one. Refused here,
 * before validation, because some schemas' refinements run on a failed object too and would
 * read fields off nothing.
 */
function missingBody(request: FastifyRequest, schema: BodySchema | undefined): boolean {
  if (!schema || (request.body !== null && request.body !== undefined)) return false;
  if (request.body === null) return true;
  try {
    return !schema.safeParse(undefined).success;
  } catch {
    return true;
  }
}

export function rejectUnsafeStrings(request: FastifyRequest, bodySchema?: unknown) {
  if (missingBody(request, bodySchema as BodySchema | undefined))
    throw invalid({ body: messages.required }, messages.correctErrors);
  const fields = [
    ...unsafeStringPaths(request.params, "params"),
    ...unsafeStringPaths(request.query, "query"),
    ...unsafeStringPaths(request.body, "body"),
  ];
  if (fields.length === 0) return;
  throw invalid(
    Object.fromEntries(fields.map((field) => [field, [messages.invalidCharacters]])),
    messages.correctErrors,
  );
}
