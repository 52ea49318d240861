/**
 * Submit (rate every risk; Quoted, Referred or Declined); discard (only Initiated,
 * discard-risk.ts) and migrate (re-pin the risks to the newest published product versions and
 * re-rate, migrate-risk.ts). A referred new business or renewal may be submitted again once its
 * terms are corrected: it is rated and assessed afresh, and its referral reasons replaced.
 */
import {
  brokerPremiumError,
  quoteExpiry,
  riskMessages,
  TransactionStatus,
  type TransactionTypeId,
  type ZRiskSubmit,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { conflict, invalid, unprocessable } from "../../platform/http/errors.ts";
import { latestPublishedClause } from "../clauses/index.ts";
import { assessSubmission } from "./assess.ts";
import {
  assertAction,
  changePackage,
  mainTransaction,
  mirror,
  newerVersionOnPackage,
} from "./change.ts";
import { queueRiskDocuments } from "./documents.ts";
import {
  auditRisk,
  moveOnWorkflow,
  raiseSubmission,
  tellUsers,
  underwriterSide,
} from "./effects.ts";
import { keepCurrentAssignee, type RiskHooks } from "./hooks.ts";
import { transactionNotice } from "./notices.ts";
import { rateTransaction } from "./rate.ts";
import { riskTransactionClauses, riskTransactions } from "./tables.ts";

type SubmitInput = z.output<typeof ZRiskSubmit>;

/**
 * `announce: false` when the caller tells the parties itself in one notice (starting a renewal
 * rates it as a submission: "renewal … started and quoted", not two notices).
 */
export async function submitRisk(
  ctx: Ctx,
  input: SubmitInput & { riskPackageId: number; hooks: RiskHooks; announce?: boolean },
) {
  const { actor } = ctx;
  const { hooks } = input;
  return changePackage(ctx, {
    riskPackageId: input.riskPackageId,
    work: async (tx, afterCommit, loaded) => {
      const now = actor.now();
      assertAction("submit", mainTransaction(loaded), { now });
      if (newerVersionOnPackage(loaded)) throw conflict(riskMessages.migrationNeeded);
      const pkg = loaded.row;
      const main = mainTransaction(loaded);
      const rated = await Promise.all(
        loaded.current.map((c) => rateTransaction(tx, pkg, c.pinned, c.tx)),
      );
      const incomplete = rated.some((r) => !r.result.complete);
      if (incomplete && !input.asIs) {
        const errors: Record<string, string[]> = {};
        rated.forEach((r, index) => {
          for (const [path, list] of Object.entries(r.result.answerErrors)) {
            errors[index === 0 ? `answers.${path}` : `addOns.${index - 1}.answers.${path}`] = list;
          }
        });
        if (Object.keys(errors).length > 0) throw invalid(errors);
        const premiumError = rated.find((r) => r.columns.premiumError)?.columns.premiumError ?? "";
        throw unprocessable(
          loaded.side === "broker" ? (brokerPremiumError(premiumError) ?? "") : premiumError,
        );
      }
      const { outcome, gross, details } = await assessSubmission(
        { ...ctx, db: tx },
        {
          loaded,
          pkg,
          rated: rated.map((r) => r.columns),
          incomplete,
        },
      );
      const quoted = outcome.status === TransactionStatus.Quoted;
      for (const [index, c] of loaded.current.entries()) {
        await tx
          .update(riskTransactions)
          .set({
            ...rated[index]!.columns,
            status: outcome.status,
            submittedAt: now,
            submittedByUserId: actor.user.id,
            // A resubmission starts over: no earlier quote or approval survives it.
            quotedAt: quoted ? now : null,
            quotedByUserId: null,
            quoteExpiresAt: quoted
              ? quoteExpiry({
                  quotedAt: now,
                  type: main.type as TransactionTypeId,
                  inceptionDate: pkg.inceptionDate,
                  timeZone: details.timeZone,
                })
              : null,
            approval: "none",
            approvalRequestedByUserId: null,
            approvalDecidedByUserId: null,
            updatedAt: now,
          })
          .where(eq(riskTransactions.id, c.tx.id));
      }
      await attachRuleEndorsements(
        tx,
        actor,
        loaded.current.map((c, index) => ({
          transactionId: c.tx.id,
          clauseIds: rated[index]!.result.endorsementClauseIds,
        })),
      );
      let assignee = pkg.assignedUnderwriterUserId;
      if (
        outcome.status === TransactionStatus.Referred &&
        details.assignment.autoAssignOnReferral
      ) {
        assignee = await (hooks.assignOnReferral ?? keepCurrentAssignee)(tx, pkg.companyId, {
          riskPackageId: pkg.id,
          productIds: loaded.risks.map((p) => p.risk.productId),
          classId: pkg.classId,
          brokerCompanyId: pkg.brokerCompanyId,
          state: pkg.insuredState,
          grossPremium: gross,
          currentAssigneeId: pkg.assignedUnderwriterUserId,
        });
      }
      await mirror(tx, loaded, now, {
        referralReasons: outcome.reasons.map((r) => r.message),
        assignedUnderwriterUserId: assignee,
        quoteWarnedAt: null,
      });
      // A submission quoted or declined on the spot moves on the board as the underwriter's would.
      if (quoted) await moveOnWorkflow(ctx, { tx, afterCommit, hooks, pkg, event: "quote" });
      if (outcome.status === TransactionStatus.Declined)
        await moveOnWorkflow(ctx, { tx, afterCommit, hooks, pkg, event: "decline" });
      const action =
        outcome.status === TransactionStatus.Quoted
          ? "risk.quoted"
          : outcome.status === TransactionStatus.Referred
            ? "risk.referred"
            : "risk.declined";
      if (quoted) await queueRiskDocuments(ctx, tx, afterCommit, loaded, "quote");
      await auditRisk(tx, actor, pkg, "risk.submitted", { asIs: input.asIs });
      await raiseSubmission(ctx, {
        tx,
        afterCommit,
        riskPackageId: pkg.id,
        transactionId: main.id,
        status: outcome.status,
        reasons: outcome.reasons.map((r) => r.message),
        quoteExpiresAt: quoted
          ? quoteExpiry({
              quotedAt: now,
              type: main.type as TransactionTypeId,
              inceptionDate: pkg.inceptionDate,
              timeZone: details.timeZone,
            })
          : null,
        timeZone: details.timeZone,
      });
      if (assignee !== pkg.assignedUnderwriterUserId) {
        await ctx.events.raise(tx, afterCommit, {
          type: "risk.underwriterAssigned",
          riskPackageId: pkg.id,
          data: { underwriterUserId: assignee },
          userId: actor.user.id,
        });
      }
      await auditRisk(tx, actor, pkg, action, {
        grossPremium: gross,
        reasons: outcome.reasons.map((r) => r.message),
      });
      if (input.announce === false) return;
      const word = quoted
        ? "quoted"
        : outcome.status === TransactionStatus.Referred
          ? "referred"
          : "declined";
      await tellUsers(
        tx,
        afterCommit,
        ctx,
        actor,
        pkg,
        [
          ...(await underwriterSide(tx, pkg, assignee)),
          { userId: pkg.brokerUserId, companyId: pkg.brokerCompanyId },
        ],
        `risk.${word}`,
        transactionNotice(loaded.current, word),
      );
    },
  });
}

/** The endorsements (latest published clause versions) that fired rules attach to each transaction. */
async function attachRuleEndorsements(
  tx: DbOrTx,
  actor: Actor,
  items: { transactionId: number; clauseIds: number[] }[],
) {
  const rows: (typeof riskTransactionClauses.$inferInsert)[] = [];
  const versions = new Map<number, number | null>();
  for (const item of items) {
    for (const clauseId of new Set(item.clauseIds)) {
      if (!versions.has(clauseId))
        versions.set(clauseId, (await latestPublishedClause(tx, clauseId))?.id ?? null);
      const clauseVersionId = versions.get(clauseId);
      if (clauseVersionId)
        rows.push({
          transactionId: item.transactionId,
          clauseVersionId,
          fromRule: true,
          addedByUserId: actor.user.id,
        });
    }
  }
  if (rows.length > 0) await tx.insert(riskTransactionClauses).values(rows).onConflictDoNothing();
}
