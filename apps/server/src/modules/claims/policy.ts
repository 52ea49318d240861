/**
 * The policy a claim is notified on: found through the acting company's side (the risks
 * module's rules for broker and underwriter, the client's policies for a client, the policy number for
 * a legal firm appointed on it), bound (it has a policy number), and its period: inception to expiry, or to the
 * effective date of a bound cancellation. The date rules of a notification live here.
 */
import { type CompanyTypeId, claimMessages } from "@platform/domain";
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { anyRow } from "../../platform/db/exists.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { conflict, forbidden, invalid } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { todayIn } from "../rating/index.ts";
import {
  assertRiskReader,
  type PolicyFacts,
  packageIdsByPolicyNumber,
  policyFacts,
  riskNotFound,
  riskPackages,
  visibleRiskPackage,
} from "../risks/index.ts";
import { type ClaimSide, sideOfCompany } from "./access.ts";
import { clientPackageIds } from "./client-packages.ts";
import { claims } from "./tables.ts";

/** The market's calendar day (Australian, SPEC §1): the bound for "not in the future". */
export const marketToday = (actor: Actor) => todayIn("Australia/Sydney", actor.now());

async function factsOf(db: DbOrTx, riskPackageId: number): Promise<PolicyFacts> {
  const facts = await policyFacts(db, riskPackageId);
  if (!facts) throw riskNotFound();
  return facts;
}

/**
 * The policy the acting company may notify a claim on, or 404 (403 for a reader without rights).
 */
export async function policyForClaim(
  ctx: Ctx,
  input: { riskPackageId: number },
): Promise<PolicyFacts> {
  const { db, actor } = ctx;
  const { riskPackageId } = input;
  const companyId = actingCompany(actor);
  const side = sideOfCompany(ctx);
  if (side === "client") {
    assertRiskReader(actor);
    const mine = and(
      eq(riskPackages.id, riskPackageId),
      inArray(riskPackages.id, clientPackageIds(companyId)),
    );
    if (!(await anyRow(db, riskPackages, mine))) throw riskNotFound();
    return factsOf(db, riskPackageId);
  }
  if (side === "legal" || side === "none") {
    // Not a party to any policy: a member learns nothing about it (404), as elsewhere.
    assertMember(actor.user, companyId);
    throw riskNotFound();
  }
  const access = await visibleRiskPackage(db, actor, riskPackageId);
  if (!access.canManage) throw forbidden();
  return factsOf(db, riskPackageId);
}

/** The bound policy carrying `policyNumber`, whoever asks, else 422. */
async function policyByNumber(
  db: DbOrTx,
  policyNumber: string,
  field: string,
): Promise<PolicyFacts> {
  const ids = await packageIdsByPolicyNumber(db, policyNumber);
  if (ids.length !== 1) throw invalid({ [field]: claimMessages.policyNotFound });
  return factsOf(db, ids[0]!);
}

/**
 * A legal firm sees a policy once the policy's underwriter appointed it to a claim or incident on
 * it: a row on the policy naming the firm that the firm did not notify itself (an appointment,
 * or a conversion by the underwriter, which keeps the firm). What the firm notifies never widens
 * what it sees.
 */
export async function legalSeesPolicy(db: DbOrTx, legalCompanyId: number, riskPackageId: number) {
  return anyRow(
    db,
    claims,
    and(
      eq(claims.riskPackageId, riskPackageId),
      eq(claims.legalCompanyId, legalCompanyId),
      or(isNull(claims.notifiedByCompanyId), ne(claims.notifiedByCompanyId, legalCompanyId)),
    ),
  );
}

/**
 * The bound policy `companyId` names by `policyNumber`, else 422 "No bound policy has this
 * number": a number that exists but is another tenant's, or one the legal firm was never
 * appointed on, answers exactly as one that does not exist (numbers are sequential, so any other
 * answer would let a guess find a policy and its insured).
 */
export async function policyNamedBy(
  db: DbOrTx,
  side: ClaimSide,
  companyId: number,
  policyNumber: string,
  field = "policyNumber",
): Promise<PolicyFacts> {
  const facts = await policyByNumber(db, policyNumber, field);
  const sees =
    side === "system" ||
    (side === "underwriter" && facts.pkg.companyId === companyId) ||
    (side === "legal" && (await legalSeesPolicy(db, companyId, facts.pkg.id)));
  if (!sees) throw invalid({ [field]: claimMessages.policyNotFound });
  return facts;
}

export { factsOf as policyFactsOf };

/** The policy period `[from, to)`; 409 unless the policy is bound. */
export function boundPeriod({ pkg, cancelledFrom }: PolicyFacts) {
  if (pkg.policyNumber === null) throw conflict(claimMessages.boundOnly);
  const to = cancelledFrom && cancelledFrom < pkg.expiryDate ? cancelledFrom : pkg.expiryDate;
  return { from: pkg.inceptionDate, to };
}

/** The claim columns copied from the policy. */
export const policyColumns = ({ pkg, bindingAgreementId }: PolicyFacts) => ({
  companyId: pkg.companyId,
  brokerCompanyId: pkg.brokerCompanyId,
  riskPackageId: pkg.id,
  policyNumber: pkg.policyNumber,
  policyReference: pkg.reference,
  insuredName: pkg.insuredName,
  bindingAgreementId,
});

/** 422 unless the dates of a notification hold; answers the date first advised. */
export function checkDates(
  today: string,
  input: { dateOfLoss: string; dateFirstAdvised?: string },
  period?: { from: string; to: string },
): string {
  const advised = input.dateFirstAdvised ?? today;
  const errors: Record<string, string> = {};
  if (input.dateOfLoss > today) errors.dateOfLoss = claimMessages.dateInFuture;
  else if (period && (input.dateOfLoss < period.from || input.dateOfLoss >= period.to)) {
    errors.dateOfLoss = claimMessages.dateOfLossInPeriod(period.from, period.to);
  }
  if (advised > today) errors.dateFirstAdvised = claimMessages.dateInFuture;
  else if (advised < input.dateOfLoss) errors.dateFirstAdvised = claimMessages.advisedBeforeLoss;
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return advised;
}

/** Legal and client companies exist as company types: an appointment or link names one. */
export async function assertCompanyType(
  db: DbOrTx,
  companyId: number,
  type: CompanyTypeId,
  field: string,
  message: string,
) {
  const company = await findCompany(db, companyId);
  if (!company || company.refCompanyTypeId !== type || !company.isActive) {
    throw invalid({ [field]: message });
  }
}
