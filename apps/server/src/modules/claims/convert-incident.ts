/**
 * Converting an incident: the underwriter turns it into a claim on its policy, in one
 * transaction with the audit rows and notifications.
 */
import { claimMessages, formatMoney, ZIncidentConvert } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { type AfterCommit, inTransaction } from "../../platform/db/transaction.ts";
import { conflict, forbidden, invalid } from "../../platform/http/errors.ts";
import type { PolicyFacts } from "../risks/index.ts";
import { visibleClaim } from "./access.ts";
import { auditClaim, tellParties } from "./effects.ts";
import { insertClaim } from "./insert-claim.ts";
import {
  boundPeriod,
  checkDates,
  marketToday,
  policyColumns,
  policyFactsOf,
  policyNamedBy,
} from "./policy.ts";
import { claims } from "./tables.ts";

export async function convertIncident(
  ctx: Ctx,
  input: z.input<typeof ZIncidentConvert> & { incidentId: number },
) {
  const { actor } = ctx;
  const { incidentId, ...rest } = input;
  const body = ZIncidentConvert.parse(rest);
  const companyId = actingCompany(actor);
  return inTransaction(ctx.db, async (tx, afterCommit: AfterCommit) => {
    const {
      row: incident,
      side,
      can,
    } = await visibleClaim({ ...ctx, db: tx }, { claimId: incidentId, lock: true });
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
    await tellParties(tx, afterCommit, ctx, actor, claim, "claim.notified", "a claim was notified");
    return claim;
  });
}
