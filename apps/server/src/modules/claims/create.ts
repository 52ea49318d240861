/**
 * Notifying claims and incidents. A claim is notified on a bound policy by its broker, its
 * underwriter or its linked client (date of loss inside the policy period); an incident, a
 * circumstance before any claim, by a legal firm (appointed on it from the start; on a policy
 * only one its underwriter appointed it on) or by the policy's underwriter; the underwriter
 * turns an incident into a claim on its policy by conversion. Each runs in one
 * transaction with its audit row and notifications.
 */
import {
  claimMessages,
  formatMoney,
  Permission,
  type TClaimCreate,
  type TIncidentCreate,
  ZClaimCreate,
  ZIncidentConvert,
  ZIncidentCreate,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import type { Tx } from "../../platform/db/index.ts";
import { type AfterCommit, inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, forbidden, invalid } from "../../platform/http/errors.ts";
import type { PolicyFacts } from "../risks/index.ts";
import { visibleRiskPackage } from "../risks/index.ts";
import { sideOfCompany, visibleClaim } from "./access.ts";
import { auditClaim, tellParties } from "./effects.ts";
import {
  boundPeriod,
  checkDates,
  legalSeesPolicy,
  marketToday,
  policyColumns,
  policyFactsOf,
  policyForClaim,
  policyNamedBy,
} from "./policy.ts";
import { type ClaimRow, claims } from "./tables.ts";

type Deps = Pick<AppDeps, "db" | "outbox">;

async function insertClaim(
  tx: Tx,
  values: Omit<typeof claims.$inferInsert, "reference">,
  prefix: "CLM" | "INC",
): Promise<ClaimRow> {
  const [draft] = await tx
    .insert(claims)
    .values({ ...values, reference: `${prefix}-pending-${crypto.randomUUID()}` })
    .returning({ id: claims.id });
  const [row] = await tx
    .update(claims)
    .set({ reference: `${prefix}-${String(draft!.id).padStart(6, "0")}` })
    .where(eq(claims.id, draft!.id))
    .returning();
  return row!;
}

export async function notifyClaim(
  deps: Deps,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  input: TClaimCreate,
) {
  const body = ZClaimCreate.parse(input);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const facts = await policyForClaim(tx, actor, companyId, riskPackageId);
    const period = boundPeriod(facts);
    const advised = checkDates(marketToday(actor), body, period);
    const { pkg } = facts;
    const row = await insertClaim(
      tx,
      {
        kind: "claim",
        status: "notified",
        ...policyColumns(facts),
        dateOfLoss: body.dateOfLoss,
        dateFirstAdvised: advised,
        description: body.description,
        claimant: body.claimant,
        cause: body.cause,
        estimate: body.estimate,
        notifiedByCompanyId: companyId,
        notifiedByUserId: actor.user.id,
      },
      "CLM",
    );
    await auditClaim(tx, actor, row, "claim.notified", {
      summary: `Claim notified on policy ${pkg.policyNumber}, estimate ${formatMoney(body.estimate)}`,
      riskPackageId: pkg.id,
    });
    await tellParties(tx, afterCommit, deps, actor, row, "claim.notified", "a claim was notified");
    return row;
  });
}

export async function createIncident(
  deps: Deps,
  actor: Actor,
  companyId: number,
  input: TIncidentCreate,
) {
  const body = ZIncidentCreate.parse(input);
  const side = sideOfCompany(actor, companyId);
  if (side === "legal") assertCan(actor.user, companyId, Permission.ManageClients);
  else if (side === "underwriter" || side === "system") {
    assertCan(actor.user, companyId, Permission.ManageRisks);
  } else {
    assertCan(actor.user, companyId, Permission.ManageClients);
    throw forbidden();
  }
  return inTransaction(deps.db, async (tx, afterCommit) => {
    let facts: PolicyFacts | null = null;
    if (body.riskPackageId) {
      if (side !== "legal") await visibleRiskPackage(tx, actor, body.riskPackageId);
      else if (!(await legalSeesPolicy(tx, companyId, body.riskPackageId))) {
        throw invalid({ riskPackageId: claimMessages.policyNotFound });
      }
      facts = await policyFactsOf(tx, body.riskPackageId);
    } else if (body.policyNumber) {
      facts = await policyNamedBy(tx, side, companyId, body.policyNumber);
    } else if (side !== "legal") {
      throw invalid({ policyNumber: claimMessages.policyRequired });
    }
    if (facts && facts.pkg.policyNumber === null) throw conflict(claimMessages.boundOnly);
    const pkg = facts?.pkg ?? null;
    const advised = checkDates(marketToday(actor), body);
    const row = await insertClaim(
      tx,
      {
        kind: "incident",
        status: "open",
        ...(facts ? policyColumns(facts) : {}),
        legalCompanyId: side === "legal" ? companyId : null,
        dateOfLoss: body.dateOfLoss,
        dateFirstAdvised: advised,
        description: body.description,
        claimant: body.claimant,
        cause: body.cause,
        parties: body.parties.map((p) => ({ name: p.name, role: p.role })),
        notifiedByCompanyId: companyId,
        notifiedByUserId: actor.user.id,
      },
      "INC",
    );
    await auditClaim(tx, actor, row, "claim.notified", {
      summary: pkg
        ? `Incident notified; it may fall under policy ${pkg.policyNumber}`
        : "Incident notified",
    });
    await tellParties(
      tx,
      afterCommit,
      deps,
      actor,
      row,
      "incident.notified",
      "an incident was notified",
    );
    return row;
  });
}

export async function convertIncident(
  deps: Deps,
  actor: Actor,
  companyId: number,
  incidentId: number,
  input: z.input<typeof ZIncidentConvert>,
) {
  const body = ZIncidentConvert.parse(input);
  return inTransaction(deps.db, async (tx, afterCommit: AfterCommit) => {
    const {
      row: incident,
      side,
      can,
    } = await visibleClaim(tx, actor, companyId, incidentId, { lock: true });
    if (incident.kind !== "incident") throw conflict(claimMessages.notAnIncident);
    if (incident.status === "converted") throw conflict(claimMessages.alreadyConverted);
    if (!can.convert) throw forbidden();
    let facts: PolicyFacts;
    if (incident.riskPackageId !== null) {
      facts = await policyFactsOf(tx, incident.riskPackageId);
    } else if (body.policyNumber) {
      facts = await policyNamedBy(tx, side, companyId, body.policyNumber);
    } else {
      throw invalid({ policyNumber: claimMessages.policyRequired });
    }
    checkDates(marketToday(actor), incident, boundPeriod(facts));
    const claim = await insertClaim(
      tx,
      {
        kind: "claim",
        status: "notified",
        ...policyColumns(facts),
        legalCompanyId: incident.legalCompanyId,
        incidentId: incident.id,
        dateOfLoss: incident.dateOfLoss,
        dateFirstAdvised: incident.dateFirstAdvised,
        description: incident.description,
        claimant: incident.claimant,
        cause: incident.cause,
        parties: incident.parties,
        estimate: body.estimate,
        advice: incident.advice,
        notifiedByCompanyId: companyId,
        notifiedByUserId: actor.user.id,
      },
      "CLM",
    );
    await tx
      .update(claims)
      .set({ status: "converted", ...policyColumns(facts), updatedAt: actor.now() })
      .where(eq(claims.id, incident.id));
    await auditClaim(tx, actor, incident, "claim.converted", {
      summary: `Converted to claim ${claim.reference}`,
      claimId: claim.id,
    });
    await auditClaim(tx, actor, claim, "claim.notified", {
      summary: `Claim notified from incident ${incident.reference}, estimate ${formatMoney(body.estimate)}`,
      incidentId: incident.id,
    });
    await tellParties(
      tx,
      afterCommit,
      deps,
      actor,
      claim,
      "claim.notified",
      "a claim was notified",
    );
    return claim;
  });
}
