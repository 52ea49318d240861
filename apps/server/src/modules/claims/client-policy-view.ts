/**
 * A client company's policies as its users see them (SPEC §1 "clients follow quotations and
 * manage policy documents and claims"): the packages of `clientPackageIds`, each with its
 * broker, main product, latest proposal and issued documents, read in a bounded number of
 * statements whatever the page size.
 */
import {
  CompanyType,
  certificateRefusal,
  type PolicyTransactionFacts,
  riskDocumentKinds,
  roleIn,
  type TClientPolicy,
} from "@platform/domain";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { totalRows } from "../../platform/db/paging.ts";
import { notFound } from "../../platform/http/errors.ts";
import { documentsOfPackages } from "../documents/index.ts";
import { latestProposalsTo } from "../proposals/index.ts";
import { todayIn } from "../rating/index.ts";
import {
  latestBoundOf,
  mainTimeZone,
  mainTransactionsJson,
  policyStatusOfRow,
  type RiskPackageRow,
  riskPackages,
} from "../risks/index.ts";
import { mayNotifyClaims } from "./access.ts";
import { clientPackageIds } from "./client-packages.ts";

export const clientPolicyNotFound = () => notFound("Policy not found");

/** The acting company is a client company (its policies are its own); anyone else gets 404. */
export function actingClient(actor: Actor): number {
  const companyId = actingCompany(actor);
  if (roleIn(actor.user, companyId)?.company.refCompanyTypeId !== CompanyType.Client) {
    throw notFound();
  }
  return companyId;
}

/** The acting client's packages, narrowed by `where`. */
export function clientPolicyWhere(companyId: number, where?: SQL): SQL {
  return and(inArray(riskPackages.id, clientPackageIds(companyId)), where)!;
}

export const clientPolicyColumns = {
  pkg: riskPackages,
  brokerName: sql<string>`(select c.name from companies c where c.id = risk_packages.broker_company_id)`,
  productName: sql<string>`(select pr.name from risks r join products pr on pr.id = r.product_id
    where r.risk_package_id = risk_packages.id order by r.product_kind, r.position, r.id limit 1)`,
  /** For the policy's derived state (cancelled, expired, a pending change). */
  mainTransactions: mainTransactionsJson,
  timeZone: mainTimeZone,
  total: totalRows(),
};

const policyUrl = (companyId: number, riskPackageId: number) =>
  `/api/companies/${companyId}/client-policies/${riskPackageId}`;

/** Presents the rows: their latest proposals, documents and bound transactions in three statements. */
export async function presentClientPolicies(
  ctx: Ctx,
  rows: {
    pkg: RiskPackageRow;
    brokerName: string;
    productName: string;
    mainTransactions: PolicyTransactionFacts[];
    timeZone: string | null;
  }[],
): Promise<TClientPolicy[]> {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  const ids = rows.map((r) => r.pkg.id);
  const proposals = await latestProposalsTo(db, companyId, ids);
  const documents = await documentsOfPackages(db, ids);
  const bound = await latestBoundOf(db, ids);
  const notifies = mayNotifyClaims(actor);
  return rows.map(({ pkg, brokerName, productName, mainTransactions, timeZone }) => {
    const proposal = proposals.get(pkg.id);
    const latest = bound.get(pkg.id) ?? null;
    const certifiable =
      latest !== null &&
      certificateRefusal(
        { policyNumber: pkg.policyNumber, latestBound: latest, expiryDate: pkg.expiryDate },
        todayIn(latest.timeZone, actor.now()),
      ) === null;
    return {
      riskPackageId: pkg.id,
      reference: pkg.reference,
      insuredName: pkg.insuredName,
      brokerCompany: { id: pkg.brokerCompanyId, name: brokerName ?? "" },
      productName: productName ?? "",
      transactionType: pkg.transactionType,
      transactionStatus: pkg.transactionStatus,
      policyStatus: policyStatusOfRow(pkg, mainTransactions, timeZone, actor.now()),
      policyNumber: pkg.policyNumber,
      inceptionDate: pkg.inceptionDate,
      expiryDate: pkg.expiryDate,
      grossPremium: pkg.grossPremium,
      proposal: proposal
        ? {
            id: proposal.id,
            status: proposal.status as NonNullable<TClientPolicy["proposal"]>["status"],
            clientName: proposal.clientName,
          }
        : null,
      documents: documents
        .filter((d) => d.riskPackageId === pkg.id)
        .map((d) => ({
          id: d.id,
          name: d.name,
          kind: riskDocumentKinds[d.event],
          url: `${policyUrl(companyId, pkg.id)}/documents/${d.id}/file`,
          createdAt: Math.floor(d.createdAt.getTime() / 1000),
        })),
      certificateUrl: `${policyUrl(companyId, pkg.id)}/certificate`,
      can: { notifyClaim: notifies && pkg.policyNumber !== null, downloadCertificate: certifiable },
    };
  });
}
