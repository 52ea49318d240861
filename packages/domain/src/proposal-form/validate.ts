/**
 * Checking answers against a form's JSON Schema, with the spec's messages by field path
 * (`revenue`, `vehicles.0.value`, `address.postcode`), ready for a form's `setErrors`.
 *
 * The check is pluggable: the server uses Ajv 2020 (`ajvValidator` in `ajv.ts`, the full
 * standard); the default is `interpretSchema`, a small interpreter of the schema subset
 * `toJsonSchema` generates, for browsers whose content security policy forbids the code
 * generation Ajv relies on. Tests hold both to the same answers on the same cases.
 */
import { messages } from "../messages.ts";
import { type JsonSchema, type JsonSchemaOptions, toJsonSchema } from "./json-schema.ts";
import {
  allQuestions,
  type ProposalForm,
  proposalFormMessages,
  type Question,
  type ShowWhen,
} from "./model.ts";

/** The shape of an Ajv error, which both validators produce. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export type SchemaValidator = (schema: JsonSchema, data: unknown) => SchemaError[];

export interface AnswerValidation {
  valid: boolean;
  /** Messages by dotted path. */
  errors: Record<string, string[]>;
}

const segments = (pointer: string) =>
  pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));

function messageOf(error: SchemaError): { path: string[]; message: string } | null {
  const path = segments(error.instancePath);
  const p = error.params;
  switch (error.keyword) {
    case "required":
      return { path: [...path, String(p.missingProperty)], message: messages.required };
    case "additionalProperties":
      return {
        path: [...path, String(p.additionalProperty)],
        message: proposalFormMessages.notOnForm,
      };
    case "minimum":
      return { path, message: messages.min(Number(p.limit)) };
    case "maximum":
      return { path, message: messages.max(Number(p.limit)) };
    case "minLength":
      return {
        path,
        message:
          Number(p.limit) <= 1
            ? messages.required
            : proposalFormMessages.minLength(Number(p.limit)),
      };
    case "maxLength":
      return { path, message: messages.maxLength(Number(p.limit)) };
    case "minItems":
      return { path, message: proposalFormMessages.minItems(Number(p.limit)) };
    case "maxItems":
      return { path, message: messages.maxSelected(Number(p.limit)) };
    case "uniqueItems":
      return { path, message: messages.noDuplicates };
    case "enum":
    case "const":
      return { path, message: proposalFormMessages.chooseOption };
    case "format":
      return { path, message: proposalFormMessages.enterDate };
    case "type": {
      const type = String(p.type);
      const message =
        type === "number"
          ? proposalFormMessages.enterNumber
          : type === "boolean"
            ? proposalFormMessages.chooseYesNo
            : type === "string"
              ? proposalFormMessages.enterText
              : proposalFormMessages.invalidValue;
      return { path, message };
    }
    case "if":
      return null; // the failing `then` reports its own `required`
    default:
      return { path, message: proposalFormMessages.invalidValue };
  }
}

/** Turns schema errors into messages by dotted path (each message once per path). */
export function errorsByPath(errors: readonly SchemaError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const m = messageOf(error);
    if (!m) continue;
    const key = m.path.join(".");
    const list = out[key] ?? [];
    out[key] = list;
    if (!list.includes(m.message)) list.push(m.message);
  }
  return out;
}

// ---------------------------------------------------------------- visibility

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a question with this condition shows, given the answers beside it. */
export function conditionHolds(
  when: ShowWhen | undefined,
  scope: Record<string, unknown>,
): boolean {
  if (!when) return true;
  if (!Object.hasOwn(scope, when.question)) return false;
  const answer = scope[when.question];
  const values = Array.isArray(when.equals) ? when.equals : [when.equals];
  return values.some((value) => value === answer);
}

function stripHidden(questions: readonly Question[], scope: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(scope)) out[key] = value;
  for (const q of questions) {
    if (!conditionHolds(q.showWhen, out)) {
      delete out[q.name];
      continue;
    }
    const value = out[q.name];
    if (q.type === "group" && Array.isArray(value))
      out[q.name] = value.map((item) =>
        isPlainObject(item) ? stripHidden(q.questions ?? [], item) : item,
      );
  }
  return out;
}

/** The answers without those of hidden questions (what is submitted and rated). */
export function visibleAnswers(
  form: ProposalForm,
  answers: Record<string, unknown>,
): Record<string, unknown> {
  return stripHidden(allQuestions(form), answers);
}

/** Validates the visible answers of a form; hidden questions' answers are ignored. */
export function validateAnswers(
  form: ProposalForm,
  answers: unknown,
  options: JsonSchemaOptions & { validator?: SchemaValidator; schema?: JsonSchema } = {},
): AnswerValidation {
  const schema = options.schema ?? toJsonSchema(form, options);
  const data = isPlainObject(answers) ? visibleAnswers(form, answers) : answers;
  const errors = errorsByPath((options.validator ?? interpretSchema)(schema, data));
  if (!isPlainObject(answers)) errors[""] = [proposalFormMessages.invalidValue];
  return { valid: Object.keys(errors).length === 0, errors };
}

// ---------------------------------------------------------------- the interpreter

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "boolean":
      return typeof value === "boolean";
    case "object":
      return isPlainObject(value);
    case "array":
      return Array.isArray(value);
    case "null":
      return value === null;
    default:
      return false;
  }
}

const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`;

const deepEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Validates `data` against the subset of JSON Schema 2020-12 that `toJsonSchema` produces
 * (type, properties, required, additionalProperties: false, items, min/max items, uniqueItems,
 * enum, const, lengths, bounds, pattern, format date, allOf of if/then), reporting like Ajv
 * with `allErrors`.
 */
export function interpretSchema(schema: JsonSchema, data: unknown, path = ""): SchemaError[] {
  const errors: SchemaError[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: schemas are untyped JSON
  const s = schema as Record<string, any>;
  const push = (keyword: string, params: Record<string, unknown> = {}) =>
    errors.push({ instancePath: path, keyword, params });
  if (typeof s.type === "string" && !typeMatches(s.type, data)) {
    push("type", { type: s.type });
    return errors;
  }
  if (s.const !== undefined && !deepEqual(s.const, data)) push("const", { allowedValue: s.const });
  if (Array.isArray(s.enum) && !s.enum.some((v: unknown) => deepEqual(v, data)))
    push("enum", { allowedValues: s.enum });
  if (typeof data === "string") {
    const length = [...data].length;
    if (typeof s.maxLength === "number" && length > s.maxLength)
      push("maxLength", { limit: s.maxLength });
    if (typeof s.minLength === "number" && length < s.minLength)
      push("minLength", { limit: s.minLength });
    if (typeof s.pattern === "string" && !new RegExp(s.pattern, "u").test(data))
      push("pattern", { pattern: s.pattern });
    if (s.format === "date" && !isIsoDate(data)) push("format", { format: "date" });
  }
  if (typeof data === "number") {
    if (typeof s.maximum === "number" && data > s.maximum)
      push("maximum", { comparison: "<=", limit: s.maximum });
    if (typeof s.minimum === "number" && data < s.minimum)
      push("minimum", { comparison: ">=", limit: s.minimum });
  }
  if (Array.isArray(data)) {
    if (typeof s.maxItems === "number" && data.length > s.maxItems)
      push("maxItems", { limit: s.maxItems });
    if (typeof s.minItems === "number" && data.length < s.minItems)
      push("minItems", { limit: s.minItems });
    if (s.items && typeof s.items === "object")
      for (const [i, item] of data.entries())
        errors.push(...interpretSchema(s.items, item, pointer(path, i)));
    if (s.uniqueItems === true) {
      const seen = new Set<string>();
      for (const item of data) {
        const key = JSON.stringify(item);
        if (seen.has(key)) {
          push("uniqueItems", {});
          break;
        }
        seen.add(key);
      }
    }
  }
  if (isPlainObject(data)) {
    for (const name of (s.required as string[] | undefined) ?? [])
      if (!Object.hasOwn(data, name)) push("required", { missingProperty: name });
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
    for (const [key, value] of Object.entries(data)) {
      if (Object.hasOwn(properties, key))
        errors.push(...interpretSchema(properties[key]!, value, pointer(path, key)));
      else if (s.additionalProperties === false)
        push("additionalProperties", { additionalProperty: key });
    }
  }
  for (const part of (s.allOf as JsonSchema[] | undefined) ?? []) {
    // biome-ignore lint/suspicious/noExplicitAny: schemas are untyped JSON
    const p = part as Record<string, any>;
    if (p.if) {
      if (interpretSchema(p.if, data, path).length === 0 && p.then) {
        const failed = interpretSchema(p.then, data, path);
        if (failed.length > 0) {
          errors.push(...failed);
          push("if", { failingKeyword: "then" });
        }
      }
    } else errors.push(...interpretSchema(part, data, path));
  }
  return errors;
}
