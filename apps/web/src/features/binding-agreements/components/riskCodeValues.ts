import { randomId } from "@mantine/hooks";
import type { TRiskCodeInput } from "@platform/domain/binding-agreements/schemas";
import type { TRiskCodeDetail } from "../api.ts";

/** Form values of a risk code: pickers hold strings, number inputs may hold "" while typing. */
export interface ShareValues {
  key: string;
  syndicateId: string | null;
  capacityProviderPercentage: number | string;
  grossPremiumCommissionPercentage: number | string;
}
export interface PeriodValues {
  key: string;
  dateFrom: string;
  dateTo: string;
  syndicates: ShareValues[];
}
export interface RiskCodeValues {
  code: string;
  description: string;
  periods: PeriodValues[];
}

export const emptyShare = (): ShareValues => ({
  key: randomId(),
  syndicateId: null,
  capacityProviderPercentage: "",
  grossPremiumCommissionPercentage: "",
});
export const emptyPeriod = (): PeriodValues => ({
  key: randomId(),
  dateFrom: "",
  dateTo: "",
  syndicates: [emptyShare()],
});
export const emptyRiskCode = (): RiskCodeValues => ({
  code: "",
  description: "",
  periods: [emptyPeriod()],
});

export const toRiskCodeValues = (riskCode: TRiskCodeDetail): RiskCodeValues => ({
  code: riskCode.code,
  description: riskCode.description ?? "",
  periods: riskCode.periods.map((period) => ({
    key: String(period.id),
    dateFrom: period.dateFrom,
    dateTo: period.dateTo,
    syndicates: period.syndicates.map((share) => ({
      key: randomId(),
      syndicateId: String(share.syndicateId),
      capacityProviderPercentage: share.capacityProviderPercentage,
      grossPremiumCommissionPercentage: share.grossPremiumCommissionPercentage,
    })),
  })),
});

const numberOrMissing = (value: number | string) => (typeof value === "number" ? value : undefined);

/** The request body; missing numbers stay missing so the schema names the field. */
export const toRiskCodeRequest = (values: RiskCodeValues): TRiskCodeInput =>
  ({
    code: values.code,
    description: values.description,
    periods: values.periods.map((period) => ({
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
      syndicates: period.syndicates.map((share) => ({
        syndicateId: share.syndicateId ? Number(share.syndicateId) : undefined,
        capacityProviderPercentage: numberOrMissing(share.capacityProviderPercentage),
        grossPremiumCommissionPercentage: numberOrMissing(share.grossPremiumCommissionPercentage),
      })),
    })),
  }) as TRiskCodeInput;
