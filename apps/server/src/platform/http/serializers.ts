/**
 * Response serialisation. Every route's zod response schema is applied by
 * fastify-type-provider-zod's serializer (zod parses the answer, then JSON.stringify), which
 * validates and drops every field the schema does not name. For the hottest reads (the cached
 * `GET /api/user`, asked on every page) zod's parse is a visible share of the request's CPU, so
 * their schemas can be marked with `fastResponse`: the route then answers through a
 * fast-json-stringify function compiled once from the schema's JSON Schema. It too writes only
 * the properties the schema names (nothing else can leak); a marked schema must be plain JSON
 * (no transforms, dates or refinements): `fastResponse` refuses one that zod cannot express as
 * JSON Schema. The fast-json-stringify here is Fastify's own, resolved through it, so the server
 * gains no dependency.
 */
import { createRequire } from "node:module";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

type JsonSchema = { [key: string]: unknown };
type FastJson = (schema: JsonSchema) => (value: unknown) => string;

const fromFastify = createRequire(createRequire(import.meta.url).resolve("fastify"));
const fastJson = fromFastify("fast-json-stringify") as FastJson;

const compiled = new WeakMap<ZodType, (value: unknown) => string>();

const isNull = (schema: unknown) => (schema as JsonSchema | undefined)?.type === "null";

/**
 * JSON Schema as fast-json-stringify reads it best: `X | null` as `nullable` (an `anyOf` would be
 * checked with ajv on every value), a union of constants of one type as that type, no bounds
 * (fast-json-stringify does not check them anyway).
 */
export function forFastJson(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forFastJson);
  if (schema === null || typeof schema !== "object") return schema;
  const { $schema: _, minimum: _min, maximum: _max, ...rest } = schema as JsonSchema;
  const anyOf = rest.anyOf as JsonSchema[] | undefined;
  if (anyOf) {
    const present = anyOf.filter((option) => !isNull(option));
    const nullable = present.length < anyOf.length;
    const types = new Set(present.map((option) => option.type));
    const allConst = present.every((option) => "const" in option);
    const [only] = present;
    if (present.length === 1 && only) {
      return { ...(forFastJson(only) as JsonSchema), ...(nullable ? { nullable: true } : {}) };
    }
    if (allConst && types.size === 1 && typeof only?.type === "string") {
      return { type: only.type, ...(nullable ? { nullable: true } : {}) };
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === "type" && Array.isArray(value) && value.length === 2 && value.includes("null")) {
      out.type = value.find((type) => type !== "null");
      out.nullable = true;
    } else {
      out[key] = key === "properties" ? mapValues(value as JsonSchema) : forFastJson(value);
    }
  }
  return out;
}

function mapValues(properties: JsonSchema): JsonSchema {
  return Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, forFastJson(value)]),
  );
}

/** Marks a plain-JSON response schema for the precompiled serializer; returns the schema. */
export function fastResponse<T extends ZodType>(schema: T): T {
  if (!compiled.has(schema)) {
    const json = z.toJSONSchema(schema, { io: "output", target: "draft-7" });
    compiled.set(schema, fastJson(forFastJson(json) as JsonSchema));
  }
  return schema;
}

/** The precompiled serializer of a schema marked with `fastResponse`, if it is one. */
export const fastSerializer = (schema: unknown) =>
  schema instanceof Object ? compiled.get(schema as ZodType) : undefined;

type CompilerInput = Parameters<typeof zodSerializerCompiler>[0];

/** zod's serializer for every response schema, the precompiled one for those marked fast. */
export const serializerCompiler = (input: CompilerInput) =>
  fastSerializer(input.schema) ?? zodSerializerCompiler(input);
