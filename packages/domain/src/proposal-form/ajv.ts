/**
 * The server's answer check: Ajv with the JSON Schema 2020-12 dialect and the `date` format.
 * Compiled validators are cached by schema text (a product version's schema changes only when
 * the form is saved).
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { JsonSchema } from "./json-schema.ts";
import type { SchemaError, SchemaValidator } from "./validate.ts";

let ajv: Ajv2020 | null = null;
const cache = new Map<string, ValidateFunction>();
const CACHE_LIMIT = 500;

function instance(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv, ["date"]);
  }
  return ajv;
}

function compiled(schema: JsonSchema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = cache.get(key);
  if (!validate) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    validate = instance().compile(schema);
    cache.set(key, validate);
  }
  return validate;
}

export const ajvValidator: SchemaValidator = (schema, data) => {
  const validate = compiled(schema);
  if (validate(data)) return [];
  return (validate.errors ?? []).map(
    (error): SchemaError => ({
      instancePath: error.instancePath,
      keyword: error.keyword,
      params: error.params as Record<string, unknown>,
    }),
  );
};
