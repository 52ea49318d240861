/**
 * Every API route the app registered, with what it declares (path parameters, query parameters
 * and the body's JSON schema, from the OpenAPI document), for the route-wide tests: a new route
 * is walked without a new test.
 */
import type { FastifyInstance } from "fastify";

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface WalkRoute {
  method: Method;
  url: string;
  pathParams: string[];
  queryFields: string[];
  bodySchema: JsonSchema | undefined;
  hasBody: boolean;
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The app's API routes (not the docs, not HEAD) with their declared inputs. */
export function walkRoutes(app: FastifyInstance): WalkRoute[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return app.routeList
    .filter(
      (route) =>
        route.url.startsWith("/api/") &&
        !route.url.startsWith("/api/docs") &&
        route.method !== "HEAD",
    )
    .map((route) => {
      const openApiPath = route.url.replace(/:([A-Za-z]+)/g, "{$1}");
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
      const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
      return {
        method: route.method as Method,
        url: route.url,
        pathParams: [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!),
        queryFields: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => parameter.name),
        bodySchema,
        hasBody: bodySchema !== undefined,
      };
    });
}

/** The route's URL with `values` for the named parameters, the company's id and 1 for the rest. */
export const fillPath = (url: string, companyId: number, values: Record<string, string> = {}) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    name in values ? values[name]! : name === "companyId" ? String(companyId) : "1",
  );

/** `{ a: { b: [{ c: value }] } }` from `a.b.0.c`. */
export function bodyWith(path: string, value: unknown): unknown {
  const keys = path.split(".");
  const build = (index: number): unknown => {
    if (index === keys.length) return value;
    const key = keys[index]!;
    return /^\d+$/.test(key) ? [build(index + 1)] : { [key]: build(index + 1) };
  };
  return build(0);
}

const typesOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** Dotted paths of the leaf fields of a JSON schema with their own schemas (objects, first items). */
export function leafFields(
  schema: JsonSchema | undefined,
  path = "",
  depth = 0,
): { path: string; schema: JsonSchema }[] {
  if (!schema || depth > 5) return [];
  const found = new Map<string, JsonSchema>();
  const types = typesOf(schema);
  if (path && types.some((type) => ["string", "number", "integer", "boolean"].includes(type))) {
    found.set(path, schema);
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    for (const field of leafFields(child, path ? `${path}.${key}` : key, depth + 1)) {
      found.set(field.path, field.schema);
    }
  }
  if (schema.items) {
    for (const field of leafFields(schema.items, path ? `${path}.0` : "0", depth + 1)) {
      found.set(field.path, field.schema);
    }
  }
  for (const variant of [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    for (const field of leafFields(variant, path, depth + 1)) {
      if (!found.has(field.path)) found.set(field.path, field.schema);
    }
  }
  return [...found].map(([field, fieldSchema]) => ({ path: field, schema: fieldSchema }));
}

/** Strings tried against a schema's pattern: a date, a colour, a code, a number. */
const PATTERN_CANDIDATES = ["2026-01-01", "#1f6feb", "a", "A1", "1", "1.00", "a@example.com"];

/**
 * A plausible value for a schema: its required fields filled in, so that one bad field replaced
 * into it reaches the use case rather than stopping at a missing neighbour.
 */
export function exampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant && !schema.type) return exampleOf(variant, depth + 1);
  if (schema.allOf && !schema.type) return exampleOf(schema.allOf[0], depth + 1);
  const types = typesOf(schema).filter((type) => type !== "null");
  switch (types[0]) {
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, exampleOf(schema.properties?.[key], depth + 1)]),
      );
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items, depth + 1));
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case "boolean":
      return false;
    case "string":
      if (schema.format === "date") return "2026-01-01";
      if (schema.format === "date-time") return "2026-01-01T00:00:00Z";
      if (schema.format === "email") return "walk@example.com";
      if (schema.format === "uri") return "https://example.com";
      if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        const fits = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
        if (fits) return fits;
      }
      return "a".repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

/** `base` with the value at a dotted path replaced (arrays and objects made where missing). */
export function replacedAt(base: unknown, path: string, value: unknown): unknown {
  const keys = path.split(".");
  const set = (node: unknown, index: number): unknown => {
    if (index === keys.length) return value;
    const key = keys[index]!;
    if (/^\d+$/.test(key)) {
      const list = Array.isArray(node) ? [...node] : [];
      list[Number(key)] = set(list[Number(key)], index + 1);
      return list;
    }
    const object = node && typeof node === "object" && !Array.isArray(node) ? { ...node } : {};
    (object as Record<string, unknown>)[key] = set(
      (object as Record<string, unknown>)[key],
      index + 1,
    );
    return object;
  };
  return set(base, 0);
}
