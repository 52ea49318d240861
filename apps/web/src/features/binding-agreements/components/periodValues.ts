import { randomId } from "@mantine/hooks";
import type { TAgreementPeriodContentInput } from "@platform/domain/binding-agreements/schemas";
import type { TPeriodContent } from "../api.ts";

/**
 * Form values of a binding-agreement period version: pickers hold strings, number inputs may
 * hold "" while typing, money is typed as text. `key` of a row is the React key; `sectionKey`
 * is the section's stable key on the server (kept across versions).
 */
export interface QuotaShareValues {
  key: string;
  syndicateId: string | null;
  sharePercent: number | string;
}
export interface SectionValues {
  key: string;
  sectionKey: string | null;
  name: string;
  insuranceClasses: string[];
  productIds: string[];
  minimumLimit: string;
  maximumLimit: string;
  coverholderCommissionPercent: number | string;
  claimsHandlingAmount: string;
  reinsuranceBrokerageCommissionAmount: string;
  reinsuranceBrokerageIncurred: string;
  maximumPremiumLimit: string;
  notifiablePremiumLimit: string;
  exchangeCommissionPercent: number | string;
  quotaShareSyndicates: QuotaShareValues[];
}
export interface UnderwriterValues {
  key: string;
  userId: string | null;
  authorityLevel: number | string;
  maximumBackdateDays: number | string;
  maximumDiscountPercent: number | string;
}
export interface AgreementPeriodValues {
  dateFrom: string;
  dateTo: string;
  visibility: "private" | "insurer";
  sections: SectionValues[];
  authorisedUnderwriters: UnderwriterValues[];
}

export const emptyQuotaShare = (): QuotaShareValues => ({
  key: randomId(),
  syndicateId: null,
  sharePercent: "",
});
export const emptySection = (): SectionValues => ({
  key: randomId(),
  sectionKey: null,
  name: "",
  insuranceClasses: [],
  productIds: [],
  minimumLimit: "",
  maximumLimit: "",
  coverholderCommissionPercent: "",
  claimsHandlingAmount: "",
  reinsuranceBrokerageCommissionAmount: "",
  reinsuranceBrokerageIncurred: "",
  maximumPremiumLimit: "",
  notifiablePremiumLimit: "",
  exchangeCommissionPercent: "",
  quotaShareSyndicates: [emptyQuotaShare()],
});
export const emptyUnderwriter = (): UnderwriterValues => ({
  key: randomId(),
  userId: null,
  authorityLevel: "",
  maximumBackdateDays: "",
  maximumDiscountPercent: "",
});
/** A new period starts on the agreement's dates, shown to the insurer, with one section. */
export const emptyPeriodValues = (agreement?: {
  validFrom: string;
  validTo: string;
}): AgreementPeriodValues => ({
  dateFrom: agreement?.validFrom ?? "",
  dateTo: agreement?.validTo ?? "",
  visibility: "insurer",
  sections: [emptySection()],
  authorisedUnderwriters: [],
});

const text = (value: string | null) => value ?? "";
const numberText = (value: number | null | undefined) => (value === null ? "" : (value ?? ""));

export const toPeriodValues = (content: TPeriodContent): AgreementPeriodValues => ({
  dateFrom: content.dateFrom,
  dateTo: content.dateTo,
  visibility: content.visibility,
  sections: content.sections.map((section) => ({
    key: section.key,
    sectionKey: section.key,
    name: section.name,
    insuranceClasses: section.insuranceClasses.map(String),
    productIds: section.productIds.map(String),
    minimumLimit: text(section.minimumLimit),
    maximumLimit: text(section.maximumLimit),
    coverholderCommissionPercent: section.coverholderCommissionPercent,
    claimsHandlingAmount: text(section.claimsHandlingAmount),
    reinsuranceBrokerageCommissionAmount: text(section.reinsuranceBrokerageCommissionAmount),
    reinsuranceBrokerageIncurred: text(section.reinsuranceBrokerageIncurred),
    maximumPremiumLimit: text(section.maximumPremiumLimit),
    notifiablePremiumLimit: text(section.notifiablePremiumLimit),
    exchangeCommissionPercent: numberText(section.exchangeCommissionPercent),
    quotaShareSyndicates: section.quotaShareSyndicates.map((share) => ({
      key: randomId(),
      syndicateId: String(share.syndicateId),
      sharePercent: share.sharePercent,
    })),
  })),
  authorisedUnderwriters: content.authorisedUnderwriters.map((row) => ({
    key: randomId(),
    userId: String(row.userId),
    authorityLevel: row.authorityLevel,
    maximumBackdateDays: row.maximumBackdateDays,
    maximumDiscountPercent: row.maximumDiscountPercent,
  })),
});

/** A typed number, or missing so the schema names the field. */
const numberOrMissing = (value: number | string) => (typeof value === "number" ? value : undefined);
const idOrMissing = (value: string | null) => (value ? Number(value) : undefined);
/** An optional amount: blank is none (commas typed as thousands separators are dropped). */
const moneyOrNull = (value: string) => {
  const trimmed = value.replace(/,/g, "").trim();
  return trimmed === "" ? null : trimmed;
};

/** The request body of a period version. */
export const toPeriodRequest = (values: AgreementPeriodValues): TAgreementPeriodContentInput =>
  ({
    dateFrom: values.dateFrom,
    dateTo: values.dateTo,
    visibility: values.visibility,
    sections: values.sections.map((section) => ({
      ...(section.sectionKey ? { key: section.sectionKey } : {}),
      name: section.name,
      insuranceClasses: section.insuranceClasses.map(Number),
      productIds: section.productIds.map(Number),
      minimumLimit: moneyOrNull(section.minimumLimit),
      maximumLimit: moneyOrNull(section.maximumLimit),
      coverholderCommissionPercent: numberOrMissing(section.coverholderCommissionPercent),
      claimsHandlingAmount: moneyOrNull(section.claimsHandlingAmount),
      reinsuranceBrokerageCommissionAmount: moneyOrNull(
        section.reinsuranceBrokerageCommissionAmount,
      ),
      reinsuranceBrokerageIncurred: moneyOrNull(section.reinsuranceBrokerageIncurred),
      maximumPremiumLimit: moneyOrNull(section.maximumPremiumLimit),
      notifiablePremiumLimit: moneyOrNull(section.notifiablePremiumLimit),
      exchangeCommissionPercent:
        typeof section.exchangeCommissionPercent === "number"
          ? section.exchangeCommissionPercent
          : null,
      quotaShareSyndicates: section.quotaShareSyndicates.map((share) => ({
        syndicateId: idOrMissing(share.syndicateId),
        sharePercent: numberOrMissing(share.sharePercent),
      })),
    })),
    authorisedUnderwriters: values.authorisedUnderwriters.map((row) => ({
      userId: idOrMissing(row.userId),
      authorityLevel: numberOrMissing(row.authorityLevel),
      maximumBackdateDays: numberOrMissing(row.maximumBackdateDays),
      maximumDiscountPercent: numberOrMissing(row.maximumDiscountPercent),
    })),
  }) as TAgreementPeriodContentInput;

/** The live total of a section's quota shares: the sum and whether it is exactly 100. */
export function sharesTotal(shares: QuotaShareValues[]) {
  const percents = shares.map((share) => share.sharePercent);
  const complete = percents.every((p) => typeof p === "number");
  const total = percents.reduce<number>((sum, p) => sum + (typeof p === "number" ? p : 0), 0);
  return { total, complete, percents: percents.filter((p) => typeof p === "number") };
}
