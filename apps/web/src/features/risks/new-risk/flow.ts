/**
 * The new risk flow's state and its checks, step by step (SPEC §2 new risk flow): package, cover
 * details, brokerage and insured details, proposal form, quote summary. The request bodies are
 * those of `ZRiskCreate` / `ZRiskSave`; the same zod schemas give the messages.
 */

import type { AustralianState } from "@platform/domain/enums";
import type { TRiskCreate, TRiskSave } from "@platform/domain/risks/schemas";
import { riskFieldMessages, ZInsured } from "@platform/domain/risks/schemas";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { ZIsoDate } from "@platform/domain/schemas/product";

export const flowSteps = ["package", "cover", "insured", "proposal", "summary"] as const;
export type FlowStep = (typeof flowSteps)[number];

export interface FlowValues {
  productPackageId: string | null;
  brokerCompanyId: string | null;
  inceptionDate: string;
  termMonths: number | string;
  insured: {
    name: string;
    registrationNumber: string;
    address: {
      line1: string;
      line2: string;
      city: string;
      state: string | null;
      postcode: string;
      country: "AU" | "NZ";
    };
    contactName: string;
    email: string;
    phone: string;
    turnoverBand: string | null;
    interestedParties: { name: string; interest: string }[];
    smallBusinessDeclaration: boolean;
  };
  answers: Record<string, unknown>;
}

export function emptyFlow(today: string, packageId: string | null = null): FlowValues {
  return {
    productPackageId: packageId,
    brokerCompanyId: null,
    inceptionDate: today,
    termMonths: 12,
    insured: {
      name: "",
      registrationNumber: "",
      address: { line1: "", line2: "", city: "", state: null, postcode: "", country: "AU" },
      contactName: "",
      email: "",
      phone: "",
      turnoverBand: null,
      interestedParties: [],
      smallBusinessDeclaration: false,
    },
    answers: {},
  };
}

/**
 * The inception date to show once a package is chosen: today in its product's time zone, as the
 * server dates it, unless the user picked a date (null: leave the field as it is).
 */
export function defaultInception(
  current: string,
  productToday: string | null,
  pickedByUser: boolean,
): string | null {
  if (!productToday || pickedByUser || current === productToday) return null;
  return productToday;
}

/** A saved risk package back into the flow's values (continue editing). */
export function flowFromRisk(risk: TRiskPackageView): FlowValues {
  const insured = risk.insured;
  const main = risk.risks[0];
  return {
    productPackageId: String(risk.productPackage.id),
    brokerCompanyId: String(risk.brokerCompany.id),
    inceptionDate: risk.inceptionDate,
    termMonths: risk.termMonths,
    insured: {
      name: insured.name,
      registrationNumber: insured.registrationNumber ?? "",
      address: {
        line1: insured.address.line1 ?? "",
        line2: insured.address.line2 ?? "",
        city: insured.address.city ?? "",
        state: insured.address.state ?? null,
        postcode: insured.address.postcode ?? "",
        country: insured.address.country,
      },
      contactName: insured.contactName ?? "",
      email: insured.email ?? "",
      phone: insured.phone ?? "",
      turnoverBand: insured.turnoverBand ?? null,
      interestedParties: insured.interestedParties.map((p) => ({
        name: p.name,
        interest: p.interest ?? "",
      })),
      smallBusinessDeclaration: insured.smallBusinessDeclaration,
    },
    answers: main?.answers ?? {},
  };
}

const insuredBody = (values: FlowValues) => ({
  ...values.insured,
  address: {
    ...values.insured.address,
    state:
      values.insured.address.country === "NZ"
        ? null
        : (values.insured.address.state as AustralianState | null),
  },
});

export function toCreateBody(values: FlowValues, writingDirect: boolean): TRiskCreate {
  return {
    productPackageId: Number(values.productPackageId),
    inceptionDate: values.inceptionDate,
    termMonths: Number(values.termMonths),
    insured: insuredBody(values),
    answers: values.answers,
    ...(writingDirect && values.brokerCompanyId
      ? { brokerCompanyId: Number(values.brokerCompanyId) }
      : {}),
  };
}

export function toSaveBody(values: FlowValues): TRiskSave {
  return {
    inceptionDate: values.inceptionDate,
    termMonths: Number(values.termMonths),
    insured: insuredBody(values),
    answers: values.answers,
  };
}

type Errors = Record<string, string>;

/** The messages of one step, keyed by the form's field paths (`insured.address.state`). */
export function validateStep(
  step: FlowStep,
  values: FlowValues,
  context: { writingDirect: boolean },
): Errors {
  const errors: Errors = {};
  if (step === "package") {
    if (!values.productPackageId) errors.productPackageId = riskFieldMessages.packageRequired;
    if (context.writingDirect && !values.brokerCompanyId) {
      errors.brokerCompanyId = riskFieldMessages.brokerageRequired;
    }
  }
  if (step === "cover") {
    const date = ZIsoDate.safeParse(values.inceptionDate);
    if (!date.success) errors.inceptionDate = date.error.issues[0]?.message ?? "";
    const term = Number(values.termMonths);
    if (values.termMonths === "" || !Number.isInteger(term) || term < 1 || term > 60) {
      errors.termMonths = riskFieldMessages.termOutsideLimits(1, 60);
    }
  }
  if (step === "insured") {
    const parsed = ZInsured.safeParse(insuredBody(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = ["insured", ...issue.path.map(String)].join(".");
        errors[path] ??= issue.message;
      }
    }
    if (values.insured.address.country === "AU" && !values.insured.address.state) {
      errors["insured.address.state"] ??= riskFieldMessages.stateRequired;
    }
  }
  return errors;
}

/** The first step (in order) whose checks fail, for a server 422 or a jump ahead. */
export function firstInvalidStep(errors: Errors): FlowStep | null {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  if (keys.some((k) => k === "productPackageId" || k === "brokerCompanyId")) return "package";
  if (keys.some((k) => k === "inceptionDate" || k === "termMonths")) return "cover";
  if (keys.some((k) => k.startsWith("insured"))) return "insured";
  return "proposal";
}

/** Server field errors of the answers (`answers.x.y`) → the form renderer's paths (`x.y`). */
export function answerErrors(errors: Errors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith("answers."))
      .map(([key, message]) => [key.slice("answers.".length), [message]]),
  );
}
