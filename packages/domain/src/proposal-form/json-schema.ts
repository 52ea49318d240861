import { australianStates, countries } from "../enums.ts";
import type { AnswerField } from "../rating/formula/types.ts";
import { allQuestions, type ProposalForm, type Question, type ShowWhen } from "./model.ts";

export type JsonSchema = { [key: string]: unknown };

export const JSON_SCHEMA_2020 = "https://json-schema.org/draft/2020-12/schema";

/** Default lengths when a text question gives no maximum. */
export const TEXT_MAX = 255;
export const TEXTAREA_MAX = 5000;

export interface JsonSchemaOptions {
  /** Values of `datasetOptions` questions by dataset name and column, to restrict answers to them. */
  datasetValues?: (dataset: string, column: string) => readonly string[] | undefined;
}

const addressFields = ["line1", "line2", "city", "state", "postcode", "country"] as const;

function addressSchema(): JsonSchema {
  return {
    type: "object",
    properties: {
      line1: { type: "string", minLength: 1, maxLength: 255 },
      line2: { type: "string", maxLength: 255 },
      city: { type: "string", minLength: 1, maxLength: 100 },
      state: { type: "string", enum: [...australianStates] },
      postcode: { type: "string", pattern: "^[0-9]{4}$" },
      country: { type: "string", enum: [...countries] },
    },
    required: ["line1", "city", "postcode", "country"],
    additionalProperties: false,
  };
}

function questionSchema(q: Question, options: JsonSchemaOptions): JsonSchema {
  const bounds = (min: string, max: string): JsonSchema => ({
    ...(q.min !== undefined ? { [min]: q.min } : {}),
    ...(q.max !== undefined ? { [max]: q.max } : {}),
  });
  switch (q.type) {
    case "text":
    case "textarea":
      return {
        type: "string",
        ...(q.required || q.min !== undefined
          ? { minLength: Math.max(q.min ?? 0, q.required ? 1 : 0) }
          : {}),
        maxLength: q.max ?? (q.type === "text" ? TEXT_MAX : TEXTAREA_MAX),
      };
    case "number":
    case "currency":
      return { type: "number", ...bounds("minimum", "maximum") };
    case "percentage":
      return { type: "number", minimum: q.min ?? 0, maximum: q.max ?? 100 };
    case "date":
      return { type: "string", format: "date" };
    case "yesNo":
      return { type: "boolean" };
    case "select":
      return { type: "string", enum: (q.options ?? []).map((o) => o.value) };
    case "multiSelect":
      return {
        type: "array",
        items: { type: "string", enum: (q.options ?? []).map((o) => o.value) },
        uniqueItems: true,
        ...(q.required
          ? { minItems: Math.max(1, q.min ?? 1) }
          : q.min !== undefined
            ? { minItems: q.min }
            : {}),
        ...(q.max !== undefined ? { maxItems: q.max } : {}),
      };
    case "datasetOptions": {
      const values = q.dataset
        ? options.datasetValues?.(q.dataset.name, q.dataset.valueColumn)
        : undefined;
      return values ? { type: "string", enum: [...values] } : { type: "string", minLength: 1 };
    }
    case "address":
      return addressSchema();
    case "group":
      return {
        type: "array",
        items: objectSchema(q.questions ?? [], options),
        ...(q.required
          ? { minItems: Math.max(1, q.min ?? 1) }
          : q.min !== undefined
            ? { minItems: q.min }
            : {}),
        ...(q.max !== undefined ? { maxItems: q.max } : {}),
      };
  }
}

function conditionSchema(when: ShowWhen): JsonSchema {
  const values = Array.isArray(when.equals) ? when.equals : [when.equals];
  return {
    properties: { [when.question]: values.length === 1 ? { const: values[0] } : { enum: values } },
    required: [when.question],
  };
}

/** `{type: object}` of a list of questions: required ones always, conditional ones when shown. */
function objectSchema(questions: readonly Question[], options: JsonSchemaOptions): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const conditional: JsonSchema[] = [];
  for (const q of questions) {
    properties[q.name] = {
      ...questionSchema(q, options),
      title: q.label,
      ...(q.help ? { description: q.help } : {}),
    };
    if (!q.required) continue;
    if (q.showWhen)
      // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON Schema keyword
      conditional.push({ if: conditionSchema(q.showWhen), then: { required: [q.name] } });
    else required.push(q.name);
  }
  return {
    type: "object",
    properties,
    ...(required.length ? { required } : {}),
    ...(conditional.length ? { allOf: conditional } : {}),
    additionalProperties: false,
  };
}

/** The JSON Schema (2020-12) the answers of a form must satisfy. */
export function toJsonSchema(form: ProposalForm, options: JsonSchemaOptions = {}): JsonSchema {
  return { $schema: JSON_SCHEMA_2020, ...objectSchema(allQuestions(form), options) };
}

function answerField(q: Question): AnswerField | null {
  switch (q.type) {
    case "text":
    case "select":
    case "datasetOptions":
      return { name: q.name, type: "text" };
    case "textarea":
      return { name: q.name, type: "textarea" };
    case "number":
    case "percentage":
      return { name: q.name, type: "number" };
    case "currency":
      return { name: q.name, type: "currency" };
    case "date":
      return { name: q.name, type: "date" };
    case "yesNo":
      return { name: q.name, type: "boolean" };
    case "multiSelect":
      // The formula language has no lists of text: multi-select answers are not referenceable.
      return null;
    case "address":
      return {
        name: q.name,
        type: "object",
        fields: addressFields.map((name) => ({ name, type: "text" as const })),
      };
    case "group":
      return {
        name: q.name,
        type: "group",
        fields: (q.questions ?? []).map(answerField).filter((f): f is AnswerField => f !== null),
      };
  }
}

/** The rating engine's `answerSchema`: formulas naming a question not on the form fail to compile. */
export function toAnswerSchema(form: ProposalForm): AnswerField[] {
  return allQuestions(form)
    .map(answerField)
    .filter((f): f is AnswerField => f !== null);
}
