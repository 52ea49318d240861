/**
 * Notifying a claim: on a bound policy, by its broker, its underwriter or its linked client (date
 * of loss inside the policy period), in one transaction with its audit row and notifications.
 */
import { formatMoney, type TClaimCreate, ZClaimCreate } from "@platform/domain";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { auditClaim, claimFacts, tellParties } from "./effects.ts";
import { insertClaim } from "./insert-claim.ts";
import { boundPeriod, checkDates, marketToday, policyColumns, policyForClaim } from "./policy.ts";

export async function notifyClaim(ctx: Ctx, input: TClaimCreate & { riskPackageId: number }) {
  const { actor } = ctx;
  const { riskPackageId, ...rest } = input;
  const body = ZClaimCreate.parse(rest);
  const companyId = actingCompany(actor);
  return inTransaction(ctx.db, async (tx, afterCommit) => {
    const facts = await policyForClaim({ ...ctx, db: tx }, { riskPackageId });
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
    await tellParties(tx, afterCommit, ctx, actor, row, "claim.notified", "a claim was notified");
    await ctx.events.raise(tx, afterCommit, {
      type: "claim.notified",
      riskPackageId: pkg.id,
      data: { claim: claimFacts(row) },
      userId: actor.user.id,
    });
    return row;
  });
}
