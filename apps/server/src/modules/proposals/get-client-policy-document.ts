import { CompanyType, roleIn } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { packageDocumentFile } from "../documents/index.ts";
import { riskProposals } from "./tables.ts";

/**
 * One document of a policy the client company follows (named on a proposal it still has, the
 * one the list links by): its file, downloaded under the client's own company; 404 otherwise.
 */
export async function getClientPolicyDocument(
  ctx: Ctx,
  input: { proposalId: number; documentId: number },
) {
  const { actor } = ctx;
  const { proposalId, documentId } = input;
  const companyId = actingCompany(actor);
  if (roleIn(actor.user, companyId)?.company.refCompanyTypeId !== CompanyType.Client)
    throw notFound();
  const [proposal] = await ctx.db
    .select({ riskPackageId: riskProposals.riskPackageId, status: riskProposals.status })
    .from(riskProposals)
    .where(and(eq(riskProposals.id, proposalId), eq(riskProposals.clientCompanyId, companyId)));
  if (!proposal || proposal.status === "revoked") throw notFound();
  const found = await packageDocumentFile(ctx, proposal.riskPackageId, documentId);
  if (!found) throw notFound("File not found");
  return found;
}
