import { insuranceClassNames } from "../../domain.ts";

/** The spec's four insurance classes as select options. */
export const insuranceClassOptions = Object.entries(insuranceClassNames).map(([value, label]) => ({
  value,
  label,
}));

export const className = (id: number | null | undefined, none: string) =>
  id ? (insuranceClassNames[id as keyof typeof insuranceClassNames] ?? none) : none;
