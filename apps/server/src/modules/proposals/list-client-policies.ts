import {
  CompanyType,
  pageWindow,
  riskDocumentKinds,
  roleIn,
  type TClientProposal,
  type TPageQuery,
} from "@platform/domain";
import { count, desc, sql } from "drizzle-orm";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { notFound } from "../../platform/http/errors.ts";
import { documentsOfPackages } from "../documents/index.ts";
import { riskPackages } from "../risks/index.ts";
import { riskProposals } from "./tables.ts";

/** The quotations and policies sent to a client company (its users' own page), newest first. */
export async function listClientPolicies(ctx: Ctx, input: { query: TPageQuery }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = actingCompany(actor);
  if (roleIn(actor.user, companyId)?.company.refCompanyTypeId !== CompanyType.Client)
    throw notFound();
  const where = sql`exists (select 1 from ${riskProposals} p
    where p.risk_package_id = ${riskPackages.id}
    and p.client_company_id = ${companyId} and p.status <> 'revoked')`;
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      pkg: riskPackages,
      proposal: sql<{ id: number; status: string; clientName: string }>`(
        select json_build_object('id', p.id, 'status', p.status, 'clientName', p.client_name)
        from ${riskProposals} p where p.risk_package_id = risk_packages.id
        and p.client_company_id = ${companyId} and p.status <> 'revoked'
        order by p.id desc limit 1)`,
      brokerName: sql<string>`(select c.name from companies c where c.id = risk_packages.broker_company_id)`,
      productName: sql<string>`(select pr.name from risks r join products pr on pr.id = r.product_id
        where r.risk_package_id = risk_packages.id order by r.product_kind, r.position, r.id limit 1)`,
      total: totalRows(),
    })
    .from(riskPackages)
    .where(where)
    .orderBy(desc(riskPackages.updatedAt), desc(riskPackages.id))
    .limit(limit)
    .offset(offset);
  const documents = await documentsOfPackages(
    db,
    rows.map((r) => r.pkg.id),
  );
  return toPage(
    rows,
    query,
    (r) => ({
      documents: documents
        .filter((d) => d.riskPackageId === r.pkg.id)
        .map((d) => ({
          id: d.id,
          name: d.name,
          kind: riskDocumentKinds[d.event],
          url: `/api/companies/${companyId}/client-policies/${r.proposal.id}/documents/${d.id}/file`,
          createdAt: Math.floor(d.createdAt.getTime() / 1000),
        })),
      id: r.proposal.id,
      status: r.proposal.status as TClientProposal["status"],
      clientName: r.proposal.clientName,
      reference: r.pkg.reference,
      insuredName: r.pkg.insuredName,
      brokerCompany: { id: r.pkg.brokerCompanyId, name: r.brokerName },
      productName: r.productName,
      transactionType: r.pkg.transactionType,
      transactionStatus: r.pkg.transactionStatus,
      policyNumber: r.pkg.policyNumber,
      inceptionDate: r.pkg.inceptionDate,
      expiryDate: r.pkg.expiryDate,
      grossPremium: r.pkg.grossPremium,
    }),
    async () => (await db.select({ n: count() }).from(riskPackages).where(where))[0]!.n,
  );
}
