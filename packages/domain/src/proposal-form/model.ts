/**
 * The proposal form of a product version: sections of questions (the UI layout) from which the
 * answers' JSON Schema (2020-12) and the rating engine's `answerSchema` are derived. The layout
 * is the one source: the schema is generated, never edited apart from it, so they cannot drift.
 */
import { z } from "zod";
import { IDENTIFIER_FORMAT, ZIdentifier } from "../identifier.ts";
import { messages } from "../messages.ts";

export const questionTypes = [
  "text",
  "textarea",
  "number",
  "currency",
  "percentage",
  "date",
  "yesNo",
  "select",
  "multiSelect",
  "datasetOptions",
  "address",
  "group",
] as const;
export type QuestionType = (typeof questionTypes)[number];

/** Types a repeating group may hold (no nested groups: one level, as lists of vehicles or locations). */
export const groupItemTypes = questionTypes.filter((type) => type !== "group");

export interface SelectOption {
  value: string;
  label: string;
}

/** Show the question only when an earlier answer matches (inside a group: an earlier sibling). */
export interface ShowWhen {
  question: string;
  /** Shown when the answer equals this value, or one of these values. */
  equals: string | number | boolean | (string | number | boolean)[];
}

export interface Question {
  /** The answer's key and the name formulas use: letters, digits and `_`. */
  name: string;
  type: QuestionType;
  label: string;
  help?: string;
  required?: boolean;
  /** Numbers: smallest and largest value. Text: lengths. Multi-select and groups: item counts. */
  min?: number;
  max?: number;
  /** select and multiSelect. */
  options?: SelectOption[];
  /** datasetOptions: a dataset's column gives the values (and another the labels). */
  dataset?: { name: string; valueColumn: string; labelColumn?: string };
  showWhen?: ShowWhen;
  /** Asked on the quick quote calculator too. */
  quickQuote?: boolean;
  /** group: the questions of each item. */
  questions?: Question[];
}

export interface FormSection {
  id: string;
  title: string;
  description?: string;
  questions: Question[];
}

export interface ProposalForm {
  sections: FormSection[];
}

export const proposalFormMessages = {
  nameFormat: IDENTIFIER_FORMAT,
  nameTaken: (name: string) => `The question name '${name}' is already in use`,
  optionsRequired: "Add at least one option",
  datasetRequired: "Choose a dataset and its value column",
  groupQuestions: "Add at least one question to the group",
  nestedGroup: "A repeating group cannot hold another group",
  unknownCondition: (name: string) =>
    `The condition refers to '${name}', which is not an earlier question`,
  minAboveMax: "The minimum must not exceed the maximum",
  enterNumber: "Enter a number",
  enterDate: "Enter a valid date",
  enterText: "Enter text",
  chooseOption: "Choose one of the options",
  chooseYesNo: "Choose yes or no",
  minItems: (n: number) => `Add at least ${n}`,
  minLength: (n: number) => `Enter at least ${n} characters`,
  notOnForm: "This question is not on the form",
  invalidValue: "Enter a valid value",
} as const;

const RESERVED = new Set(["true", "false", "and", "or", "not"]);

const scalar = z.union([z.string().max(255), z.number(), z.boolean()]);

const ZSelectOption = z.strictObject({
  value: z.string().trim().min(1, messages.required).max(255, messages.maxLength(255)),
  label: z.string().trim().min(1, messages.required).max(255, messages.maxLength(255)),
});

export const ZQuestion: z.ZodType<Question> = z.lazy(() =>
  z.strictObject({
    name: ZIdentifier.refine(
      (name) => !RESERVED.has(name.toLowerCase()),
      proposalFormMessages.nameFormat,
    ),
    type: z.enum(questionTypes, { error: messages.required }),
    label: z
      .string()
      .trim()
      .min(1, messages.labelRequired("Label"))
      .max(255, messages.maxLength(255)),
    help: z.string().max(1000, messages.maxLength(1000)).optional(),
    required: z.boolean().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    options: z.array(ZSelectOption).max(500, messages.maxSelected(500)).optional(),
    dataset: z
      .strictObject({
        name: z.string().min(1, messages.required),
        valueColumn: z.string().min(1, messages.required),
        labelColumn: z.string().min(1).optional(),
      })
      .optional(),
    showWhen: z
      .strictObject({
        question: z.string().min(1, messages.required),
        equals: z.union([scalar, z.array(scalar).min(1)]),
      })
      .optional(),
    quickQuote: z.boolean().optional(),
    questions: z.array(ZQuestion).optional(),
  }),
);

function checkQuestions(
  questions: readonly Question[],
  earlier: Set<string>,
  path: (string | number)[],
  inGroup: boolean,
  ctx: z.RefinementCtx,
) {
  questions.forEach((q, index) => {
    const at = [...path, index];
    const issue = (message: string, field: string) =>
      ctx.addIssue({ code: "custom", message, path: [...at, field] });
    if (earlier.has(q.name)) issue(proposalFormMessages.nameTaken(q.name), "name");
    if (q.showWhen && !earlier.has(q.showWhen.question))
      issue(proposalFormMessages.unknownCondition(q.showWhen.question), "showWhen");
    if (q.min !== undefined && q.max !== undefined && q.min > q.max)
      issue(proposalFormMessages.minAboveMax, "min");
    if ((q.type === "select" || q.type === "multiSelect") && !q.options?.length)
      issue(proposalFormMessages.optionsRequired, "options");
    if (q.options) {
      const values = q.options.map((option) => option.value);
      if (new Set(values).size !== values.length) issue(messages.noDuplicates, "options");
    }
    if (q.type === "datasetOptions" && !q.dataset)
      issue(proposalFormMessages.datasetRequired, "dataset");
    if (q.type === "group") {
      if (inGroup) issue(proposalFormMessages.nestedGroup, "type");
      else if (!q.questions?.length) issue(proposalFormMessages.groupQuestions, "questions");
      // Inside a group, names and conditions are the item's own (siblings only).
      else checkQuestions(q.questions, new Set(), [...at, "questions"], true, ctx);
    }
    earlier.add(q.name);
  });
}

export const ZFormSection = z.strictObject({
  id: z.string().min(1).max(64),
  title: z
    .string()
    .trim()
    .min(1, messages.labelRequired("Title"))
    .max(255, messages.maxLength(255)),
  description: z.string().max(2000, messages.maxLength(2000)).optional(),
  questions: z.array(ZQuestion).max(300, messages.maxSelected(300)),
});

/** A form definition as the designer saves it; names are unique across the whole form. */
export const ZProposalForm = z
  .strictObject({ sections: z.array(ZFormSection).max(50, messages.maxSelected(50)) })
  .superRefine((form, ctx) => {
    const earlier = new Set<string>();
    const ids = new Set<string>();
    form.sections.forEach((section, index) => {
      if (ids.has(section.id))
        ctx.addIssue({
          code: "custom",
          message: messages.noDuplicates,
          path: ["sections", index, "id"],
        });
      ids.add(section.id);
      checkQuestions(section.questions, earlier, ["sections", index, "questions"], false, ctx);
    });
  });
export type TProposalForm = z.output<typeof ZProposalForm>;

export const emptyProposalForm = (): ProposalForm => ({
  sections: [{ id: "general", title: "General", questions: [] }],
});

/** Every top-level question in form order. */
export function allQuestions(form: ProposalForm): Question[] {
  return form.sections.flatMap((section) => section.questions);
}

/** A question anywhere on the form by name (group items as `group.item`). */
export function findQuestion(form: ProposalForm, name: string): Question | undefined {
  const [head, tail] = name.split(".", 2);
  const top = allQuestions(form).find((q) => q.name === head);
  if (!tail) return top;
  return top?.questions?.find((q) => q.name === tail);
}
