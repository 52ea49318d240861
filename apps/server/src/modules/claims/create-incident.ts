/**
 * Notifying an incident, a circumstance before any claim: by a legal firm (appointed on it from
 * the start; on a policy only one its underwriter appointed it on) or by the policy's
 * underwriter, in one transaction with its audit row and notifications.
 */
import { claimMessages, type TIncidentCreate, ZIncidentCreate } from "@platform/domain";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict, invalid } from "../../platform/http/errors.ts";
import type { PolicyFacts } from "../risks/index.ts";
import { visibleRiskPackage } from "../risks/index.ts";
import { authorizeIncident } from "./access.ts";
import { auditClaim, tellParties } from "./effects.ts";
import { insertClaim } from "./insert-claim.ts";
import {
  checkDates,
  legalSeesPolicy,
  marketToday,
  policyColumns,
  policyFactsOf,
  policyNamedBy,
} from "./policy.ts";

export async function createIncident(ctx: Ctx, input: TIncidentCreate) {
  const { actor } = ctx;
  const body = ZIncidentCreate.parse(input);
  const companyId = actingCompany(actor);
  const side = authorizeIncident(ctx);
  return inTransaction(ctx.db, async (tx, afterCommit) => {
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
      ctx,
      actor,
      row,
      "incident.notified",
      "an incident was notified",
    );
    return row;
  });
}
