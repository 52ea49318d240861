/**
 * The insurer's side of a risk (SPEC §1 "Insurers get real-time bordereaux data"): a package is
 * its to read once one of its transactions is bound under a binding agreement the insurer
 * carries (`managingInsurerCompanyId`), the same link the bordereaux read (the pinned product
 * version's placement). A read model across the agreement and product tables, so one statement.
 */
import { TransactionStatus } from "@platform/domain";
import { type SQL, sql } from "drizzle-orm";
import { bindingAgreements } from "../binding-agreements/tables.ts";
import { productVersions } from "../products/tables.ts";
import { riskPackages, risks, riskTransactions } from "./tables.ts";

/** The ids of the agreements `insurerCompanyId` carries (SQL subquery, for `in`). */
export function agreementsCarriedBy(insurerCompanyId: number): SQL {
  return sql`(select ${bindingAgreements.id} from ${bindingAgreements} where ${bindingAgreements.managingInsurerCompanyId} = ${insurerCompanyId})`;
}

/**
 * The packages with a bound transaction under an agreement `insurerCompanyId` carries: correlated
 * on the package's transactions (their package index), so a single read touches one package.
 */
export function boundUnderCarriedAgreement(insurerCompanyId: number): SQL {
  const t = riskTransactions;
  return sql`exists (select 1 from ${t}
    inner join ${risks} on ${risks.id} = ${t.riskId}
    inner join ${productVersions} on ${productVersions.id} = ${risks.productVersionId}
    where ${t.riskPackageId} = ${riskPackages.id}
      and ${t.status} = ${TransactionStatus.Bound}
      and (${productVersions.details} -> 'placement' ->> 'bindingAgreementId')::int in ${agreementsCarriedBy(insurerCompanyId)})`;
}
