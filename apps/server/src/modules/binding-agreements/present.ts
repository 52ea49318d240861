import type { BindingAgreementRow } from "./tables.ts";

export interface AgreementParties {
  agencyName: string;
  insurerName: string;
}

/** `role`: how the reading company stands to the agreement (the agency writes, the insurer carries). */
export function presentAgreement(
  row: BindingAgreementRow,
  parties: AgreementParties,
  role: "agency" | "insurer",
) {
  return {
    id: row.id,
    name: row.name,
    agencyCompanyId: row.companyId,
    agencyName: parties.agencyName,
    managingInsurerCompanyId: row.managingInsurerCompanyId,
    managingInsurerName: parties.insurerName,
    currency: row.currency,
    timezone: row.timezone,
    uniqueMarketReference: row.uniqueMarketReference,
    agreementNumber: row.agreementNumber,
    validFrom: row.validFrom,
    validTo: row.validTo,
    role,
    can: { manage: role === "agency" },
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}
