/**
 * Quotes not bound in 30 days become NotTakenUp (SPEC §4, §9), and the broker is told a week
 * before, once per quote. A pg-boss cron job runs the sweep every quarter hour with the system
 * clock; tests run `sweepQuotes` with a clock they move.
 */
import { QUOTE_EXPIRY_WARNING_DAYS, TransactionStatus } from "@platform/domain";
import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import { type Clock, systemClock } from "../../platform/clock/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { auditRisk, bothSides, tellUsers } from "./effects.ts";
import { riskPackages, riskTransactions } from "./tables.ts";

export const QUOTE_SWEEP_JOB = "risks.quote-sweep";
const BATCH = 200;

export interface SweepResult {
  expired: number;
  warned: number;
}

/** Lapses every quote past its expiry and warns brokers of quotes lapsing within a week. */
export async function sweepQuotes(
  deps: Pick<AppDeps, "db" | "outbox">,
  clock: Clock = systemClock,
): Promise<SweepResult> {
  const now = clock.now();
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const expiring = await tx
      .select()
      .from(riskPackages)
      .where(
        and(
          eq(riskPackages.transactionStatus, TransactionStatus.Quoted),
          lte(riskPackages.quoteExpiresAt, now),
        ),
      )
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (expiring.length > 0) {
      const ids = expiring.map((p) => p.id);
      await tx
        .update(riskTransactions)
        .set({ status: TransactionStatus.NotTakenUp, updatedAt: now })
        .where(
          and(
            inArray(riskTransactions.riskPackageId, ids),
            eq(riskTransactions.status, TransactionStatus.Quoted),
            lte(riskTransactions.quoteExpiresAt, now),
          ),
        );
      await tx
        .update(riskPackages)
        .set({ transactionStatus: TransactionStatus.NotTakenUp, updatedAt: now })
        .where(inArray(riskPackages.id, ids));
      for (const pkg of expiring) {
        await auditRisk(tx, null, pkg, "risk.not_taken_up");
        await tellUsers(
          tx,
          afterCommit,
          deps,
          null,
          pkg,
          bothSides(pkg),
          "risk.not_taken_up",
          "the quote lapsed (not taken up)",
        );
      }
    }
    const warnBefore = new Date(now.getTime() + QUOTE_EXPIRY_WARNING_DAYS * 86_400_000);
    const warn = await tx
      .select()
      .from(riskPackages)
      .where(
        and(
          eq(riskPackages.transactionStatus, TransactionStatus.Quoted),
          gt(riskPackages.quoteExpiresAt, now),
          lte(riskPackages.quoteExpiresAt, warnBefore),
          isNull(riskPackages.quoteWarnedAt),
        ),
      )
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (warn.length > 0) {
      await tx
        .update(riskPackages)
        .set({ quoteWarnedAt: now })
        .where(
          inArray(
            riskPackages.id,
            warn.map((p) => p.id),
          ),
        );
      for (const pkg of warn) {
        await auditRisk(tx, null, pkg, "risk.expiry_warned");
        await tellUsers(
          tx,
          afterCommit,
          deps,
          null,
          pkg,
          [{ userId: pkg.brokerUserId, companyId: pkg.brokerCompanyId }],
          "risk.quote_expiring",
          `the quote lapses on ${pkg.quoteExpiresAt?.toISOString().slice(0, 10)} unless bound`,
        );
      }
    }
    return { expired: expiring.length, warned: warn.length };
  });
}

export function riskJobs(deps: AppDeps) {
  deps.jobs.define({
    name: QUOTE_SWEEP_JOB,
    cron: "*/15 * * * *",
    retryLimit: 0,
    handle: async () => {
      await sweepQuotes(deps);
    },
  });
}
