import { useCurrentUser } from "../../app/session/useCurrentUser.ts";
import { useRepresentingCompany } from "../../app/session/useRepresentingCompany.ts";
import { CompanyType } from "../../domain.ts";

/**
 * Who reads the risk screens: a broker (its brokerage's risks), an underwriter (its company's),
 * an insurer or the system. Internal parts (notes, formulas, underwriting statuses) are for the
 * underwriting side only; the server decides what each side receives.
 */
export function useRiskSide() {
  const { user } = useCurrentUser();
  const { id: companyId, company } = useRepresentingCompany();
  const type = company?.refCompanyTypeId ?? null;
  const asBroker = type === CompanyType.Broker;
  const asUnderwriter = type === CompanyType.Underwriter || type === CompanyType.System;
  return {
    user,
    companyId,
    asBroker,
    asUnderwriter,
  };
}
