import { quoteExpiry, TransactionStatus, type TransactionTypeId } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import {
  assertAction,
  mainTransaction,
  mirror,
  newerVersionOnPackage,
  premiumComplete,
  updateCurrent,
} from "./change.ts";
import { queueRiskDocuments } from "./documents.ts";
import { auditRisk, moveOnWorkflow, raiseQuoted, tellUsers } from "./effects.ts";
import type { RiskHooks } from "./hooks.ts";
import { transactionNotice } from "./notices.ts";
import { actingAuthority, toBroker } from "./review.ts";
import { underwriterChange } from "./underwriter-change.ts";

/** Quotes a referred submission, within the underwriter's authority or once approved. */
export async function quoteRisk(ctx: Ctx, input: { riskPackageId: number; hooks?: RiskHooks }) {
  const { actor } = ctx;
  return underwriterChange(ctx, {
    riskPackageId: input.riskPackageId,
    work: async ({ tx, afterCommit, loaded, now }) => {
      const authority = await actingAuthority(tx, actor, loaded);
      const main = mainTransaction(loaded);
      assertAction("quote", main, {
        now,
        withinAuthority: authority.within,
        newerProductVersion: newerVersionOnPackage(loaded),
        premiumComplete: premiumComplete(loaded),
      });
      await updateCurrent(tx, loaded, {
        status: TransactionStatus.Quoted,
        quotedAt: now,
        quotedByUserId: actor.user.id,
        quoteExpiresAt: quoteExpiry({
          quotedAt: now,
          type: main.type as TransactionTypeId,
          inceptionDate: loaded.row.inceptionDate,
          timeZone: authority.details.timeZone,
        }),
        updatedAt: now,
      });
      await mirror(tx, loaded, now, { quoteWarnedAt: null });
      await moveOnWorkflow(ctx, {
        tx,
        afterCommit,
        hooks: input.hooks,
        pkg: loaded.row,
        event: "quote",
      });
      await queueRiskDocuments(ctx, tx, afterCommit, loaded, "quote");
      await auditRisk(tx, actor, loaded.row, "risk.quoted", { needed: authority.needed });
      await raiseQuoted(ctx, {
        tx,
        afterCommit,
        riskPackageId: loaded.row.id,
        transactionId: main.id,
        quoteExpiresAt: quoteExpiry({
          quotedAt: now,
          type: main.type as TransactionTypeId,
          inceptionDate: loaded.row.inceptionDate,
          timeZone: authority.details.timeZone,
        }),
        timeZone: authority.details.timeZone,
      });
      await tellUsers(
        tx,
        afterCommit,
        ctx,
        actor,
        loaded.row,
        toBroker(loaded),
        "risk.quoted",
        transactionNotice(loaded.current, "quoted"),
      );
    },
  });
}
