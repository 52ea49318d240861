import type { ProposalForm, Question } from "../proposal-form/model.ts";
import { addressText } from "./data-model.ts";
import { formatDateAu, formatMoney } from "./format.ts";

/** An address answer as entered on the form (any part may be missing). */
interface AddressAnswer {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string;
}

function optionLabel(question: Question, value: unknown): string {
  const option = question.options?.find((o) => o.value === String(value));
  return option ? option.label : String(value);
}

/** One answer as a document prints it, or null when there is nothing to print. */
function labelOf(question: Question, value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  switch (question.type) {
    case "select":
    case "datasetOptions":
      return optionLabel(question, value);
    case "multiSelect":
      return Array.isArray(value) ? value.map((v) => optionLabel(question, v)).join(", ") : null;
    case "yesNo":
      return value === true ? "Yes" : value === false ? "No" : String(value);
    case "currency":
      return formatMoney(value);
    case "percentage":
      return `${value}%`;
    case "date":
      return formatDateAu(value);
    case "address": {
      const a = value as AddressAnswer;
      return addressText({
        line1: a.line1 ?? null,
        line2: a.line2 ?? null,
        city: a.city ?? null,
        state: a.state ?? null,
        postcode: a.postcode ?? null,
        country: a.country ?? "AU",
      });
    }
    case "group":
      return null;
    default:
      return typeof value === "object" ? null : String(value);
  }
}

/**
 * The answers as a person reads them, by question name: a choice's label from the form's
 * options (with dataset options resolved), money and dates formatted, an address on one line.
 * Repeating groups and unanswered questions are left out.
 */
export function answerLabels(
  form: ProposalForm | null | undefined,
  answers: Record<string, unknown>,
): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const section of form?.sections ?? []) {
    for (const question of section.questions) {
      const label = labelOf(question, answers[question.name]);
      if (label !== null) labels[question.name] = label;
    }
  }
  return labels;
}
