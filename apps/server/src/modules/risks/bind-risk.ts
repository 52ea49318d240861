/**
 * Bind (SPEC §4, §5): the package's latest quoted transactions, whatever their type, within 30
 * days of the quote, with the declaration; the backdating rule (an unauthorised user's past date
 * resets to today); the binding-agreement section's limits; the product versions, endorsement
 * versions and agreement period version used are marked in use in the same transaction; the
 * policy number is issued. The package row lock makes two concurrent binds bind once.
 */
import {
  dateOnBind,
  decideSectionLimits,
  renderReference,
  sectionLimitMessages,
  TransactionStatus,
  TransactionType,
} from "@platform/domain";
import { inArray } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import { attach, type VersionRef } from "../../platform/versioning/index.ts";
import { todayIn } from "../rating/index.ts";
import { allowedBackdateDays, placementOf } from "./authority.ts";
import {
  assertAction,
  changePackage,
  mainTransaction,
  mirror,
  premiumComplete,
  updateCurrent,
} from "./change.ts";
import { bindEvent, queueRiskDocuments } from "./documents.ts";
import { rerateOpenTransactions } from "./edit-details.ts";
import { addMonths, auditRisk, moveOnWorkflow, tellUsers, underwriterSide } from "./effects.ts";
import type { RiskHooks } from "./hooks.ts";
import { boundNotice } from "./notices.ts";
import { totalGross } from "./rate.ts";
import { riskTransactionClauses } from "./tables.ts";

/** Policy numbers: `P` + two-digit year of issue + `-` + the package id padded to 7 digits. */
export const POLICY_NUMBER_FORMAT = "P{yy}-{0p7:id}";

export async function bindRisk(ctx: Ctx, input: { riskPackageId: number; hooks?: RiskHooks }) {
  const { actor } = ctx;
  return changePackage(ctx, {
    riskPackageId: input.riskPackageId,
    work: async (tx, afterCommit, loaded) => {
      const now = actor.now();
      const main = mainTransaction(loaded);
      assertAction("bind", main, {
        now,
        declaration: true,
        premiumComplete: premiumComplete(loaded),
      });
      const pkg = loaded.row;
      const details = loaded.current[0]!.pinned.version.details;
      const placement = await placementOf(tx, pkg, details);
      const gross = totalGross(loaded.current.map((c) => c.tx.grossPremium));
      if (placement?.section && gross) {
        const limits = decideSectionLimits(placement.section, { grossPremium: gross });
        if (limits.outcome === "refuse")
          throw conflict(limits.reasons.map((r) => sectionLimitMessages[r]).join("; "));
      }
      // An underwriter who quoted a referred risk accepted its date; otherwise the binder's authority.
      const today = todayIn(details.timeZone, now);
      const allowed =
        main.quotedByUserId !== null
          ? Number.POSITIVE_INFINITY
          : allowedBackdateDays(loaded.side, actor.user.id, details, placement);
      // A change to a bound policy (ADJ, CAN) keeps its effective date and the policy's term.
      const change =
        main.type === TransactionType.Adjustment || main.type === TransactionType.Cancellation;
      const inception = change ? pkg.inceptionDate : dateOnBind(pkg.inceptionDate, today, allowed);
      // A date reset on bind re-rates at the bound date (taxes follow it): never a stale premium.
      const rerated =
        inception !== pkg.inceptionDate
          ? await rerateOpenTransactions(tx, loaded, pkg, inception, now)
          : null;
      const clauses = await tx
        .select({ clauseVersionId: riskTransactionClauses.clauseVersionId })
        .from(riskTransactionClauses)
        .where(
          inArray(
            riskTransactionClauses.transactionId,
            loaded.current.map((c) => c.tx.id),
          ),
        );
      const refs: VersionRef[] = [
        ...loaded.current.map((c) => ({ kind: "product", versionId: c.pinned.version.id })),
        ...clauses.map((c) => ({ kind: "clause", versionId: c.clauseVersionId })),
        ...(placement ? [{ kind: "agreementPeriod", versionId: placement.periodVersionId }] : []),
      ];
      await attach(tx, refs);
      await updateCurrent(tx, loaded, {
        status: TransactionStatus.Bound,
        boundAt: now,
        boundByUserId: actor.user.id,
        declaration: true,
        ...(change ? {} : { effectiveDate: inception }),
        updatedAt: now,
      });
      const policyNumber =
        pkg.policyNumber ??
        renderReference(POLICY_NUMBER_FORMAT, { id: pkg.id, now, timeZone: details.timeZone });
      await mirror(
        tx,
        loaded,
        now,
        change
          ? {}
          : {
              policyNumber,
              inceptionDate: inception,
              expiryDate: addMonths(inception, pkg.termMonths),
            },
      );
      await moveOnWorkflow(ctx, { tx, afterCommit, hooks: input.hooks, pkg, event: "bind" });
      await queueRiskDocuments(ctx, tx, afterCommit, loaded, bindEvent(main));
      await auditRisk(tx, actor, pkg, "risk.bound", {
        transactionType: main.type,
        policyNumber,
        grossPremium: gross,
        inceptionDate: inception,
        dateReset: inception !== pkg.inceptionDate,
        ...(rerated ? { grossPremium: rerated.after, quotedGrossPremium: rerated.before } : {}),
        periodVersionId: placement?.periodVersionId ?? null,
      });
      await ctx.events.raise(tx, afterCommit, {
        type: "risk.bound",
        riskPackageId: pkg.id,
        transactionId: main.id,
        data: { reinstatement: main.reinstatesTransactionId !== null },
        userId: actor.user.id,
      });
      const notice = boundNotice(loaded.current, policyNumber);
      await tellUsers(
        tx,
        afterCommit,
        ctx,
        actor,
        pkg,
        [
          { userId: pkg.brokerUserId, companyId: pkg.brokerCompanyId },
          ...(await underwriterSide(tx, pkg)),
        ],
        notice.type,
        notice.message,
      );
    },
  });
}
