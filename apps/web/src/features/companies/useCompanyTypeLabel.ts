import "../../i18n/strings/companies.ts";
import { useTranslation } from "react-i18next";
import { type CompanyTypeId, companyTypeNames } from "../../domain.ts";
import type { en } from "../../i18n/en/index.ts";

type TypeKey = keyof typeof en.companies.types;

/** "Broker", "Underwriter"… for a company type id, from the catalogue. */
export function useCompanyTypeLabel() {
  const { t } = useTranslation();
  return (typeId: number) => {
    const key = (companyTypeNames[typeId as CompanyTypeId] ?? "unknown") as TypeKey;
    return t(`companies.types.${key}`);
  };
}
