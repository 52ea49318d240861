import type { DatasetCell } from "../product-design/schemas.ts";
import type { ProposalForm, Question } from "./model.ts";

/**
 * The quick quote's form: only questions marked for the quick quote (a group keeps all its
 * item questions), and only conditions whose question is still asked; empty sections go.
 */
export function quickQuoteForm(form: ProposalForm): ProposalForm {
  const kept = new Set<string>();
  const sections = form.sections
    .map((section) => ({
      ...section,
      questions: section.questions.filter((q) => {
        if (!q.quickQuote) return false;
        if (q.showWhen && !kept.has(q.showWhen.question)) return false;
        kept.add(q.name);
        return true;
      }),
    }))
    .filter((section) => section.questions.length > 0);
  return { sections };
}

type Rows = (name: string) => readonly Record<string, DatasetCell>[] | undefined;

function resolve(q: Question, rowsOf: Rows): Question {
  if (q.type === "group")
    return { ...q, questions: (q.questions ?? []).map((item) => resolve(item, rowsOf)) };
  if (q.type !== "datasetOptions" || !q.dataset) return q;
  const { valueColumn, labelColumn } = q.dataset;
  const seen = new Set<string>();
  const options: { value: string; label: string }[] = [];
  for (const row of rowsOf(q.dataset.name) ?? []) {
    const value = row[valueColumn];
    if (value === null || value === undefined || seen.has(String(value))) continue;
    seen.add(String(value));
    const label = labelColumn ? row[labelColumn] : value;
    options.push({ value: String(value), label: String(label ?? value) });
  }
  return { ...q, options };
}

/** Fills `options` of dataset-option questions from the datasets' rows (for forms sent to brokers). */
export function resolveDatasetOptions(form: ProposalForm, rowsOf: Rows): ProposalForm {
  return {
    sections: form.sections.map((s) => ({
      ...s,
      questions: s.questions.map((q) => resolve(q, rowsOf)),
    })),
  };
}
