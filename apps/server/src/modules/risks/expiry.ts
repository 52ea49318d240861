/**
 * Quotes not bound in 30 days become NotTakenUp (SPEC §4, §9), and the broker is told a week
 * before, once per quote. A pg-boss cron job runs the sweep every quarter hour with the system
 * clock; tests run `sweepQuotes` with a clock they move.
 */
import { QUOTE_EXPIRY_WARNING_DAYS, TransactionStatus, todayIn } from "@platform/domain";
import { and, eq, gt, inArray, isNull, lte, type SQL } from "drizzle-orm";
import type { AuditAction } from "../../platform/audit/index.ts";
import { type Clock, systemClock } from "../../platform/clock/index.ts";
import type { Tx } from "../../platform/db/index.ts";
import { type AfterCommit, inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { auditRisk, bothSides, tellUsers } from "./effects.ts";
import { productTimeZoneOf } from "./load.ts";
import { type RiskPackageRow, riskPackages, riskTransactions } from "./tables.ts";

export const QUOTE_SWEEP_JOB = "risks.quote-sweep";
const BATCH = 200;

export interface SweepResult {
  expired: number;
  warned: number;
}

/** Lapses every quote past its expiry and warns brokers of quotes lapsing within a week. */
export async function sweepQuotes(
  deps: Pick<AppDeps, "db" | "outbox"> & Partial<Pick<AppDeps, "events">>,
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
    await markNotTakenUp(
      tx,
      afterCommit,
      deps,
      now,
      expiring,
      (ids) =>
        and(
          inArray(riskTransactions.riskPackageId, ids),
          eq(riskTransactions.status, TransactionStatus.Quoted),
          lte(riskTransactions.quoteExpiresAt, now),
        ),
      { event: "risk.not_taken_up", message: "the quote lapsed (not taken up)" },
    );
    const warnBefore = new Date(now.getTime() + QUOTE_EXPIRY_WARNING_DAYS * 86_400_000);
    const warn = await tx
      .select({ pkg: riskPackages, timeZone: productTimeZoneOf(riskPackages.id) })
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
      .for("update", { of: riskPackages, skipLocked: true });
    if (warn.length > 0) {
      await tx
        .update(riskPackages)
        .set({ quoteWarnedAt: now })
        .where(
          inArray(
            riskPackages.id,
            warn.map(({ pkg }) => pkg.id),
          ),
        );
      for (const { pkg, timeZone } of warn) {
        // The date as the product's market reads it, not UTC's.
        const lapsesOn = pkg.quoteExpiresAt ? todayIn(timeZone, pkg.quoteExpiresAt) : "";
        await auditRisk(tx, null, pkg, "risk.expiry_warned");
        await tellUsers(
          tx,
          afterCommit,
          deps,
          null,
          pkg,
          [{ userId: pkg.brokerUserId, companyId: pkg.brokerCompanyId }],
          "risk.quote_expiring",
          `the quote lapses on ${lapsesOn} unless bound`,
        );
      }
    }
    return { expired: expiring.length, warned: warn.length };
  });
}

/**
 * Marks packages Not Taken Up: their transactions `which` picks and the package mirror (two
 * statements), then for each an audit row (`event`, with `data`) and a notice to both sides.
 */
export async function markNotTakenUp(
  tx: Tx,
  afterCommit: AfterCommit,
  deps: Pick<AppDeps, "outbox"> & Partial<Pick<AppDeps, "events">>,
  now: Date,
  packages: RiskPackageRow[],
  which: (ids: number[]) => SQL | undefined,
  notice: { event: AuditAction; data?: Record<string, unknown>; message: string },
) {
  if (packages.length === 0) return;
  const ids = packages.map((p) => p.id);
  await tx
    .update(riskTransactions)
    .set({ status: TransactionStatus.NotTakenUp, updatedAt: now })
    .where(which(ids));
  await tx
    .update(riskPackages)
    .set({ transactionStatus: TransactionStatus.NotTakenUp, updatedAt: now })
    .where(inArray(riskPackages.id, ids));
  for (const pkg of packages) {
    await auditRisk(tx, null, pkg, notice.event, notice.data);
    await tellUsers(tx, afterCommit, deps, null, pkg, bothSides(pkg), notice.event, notice.message);
    await deps.events?.raise(tx, afterCommit, {
      type: "risk.notTakenUp",
      riskPackageId: pkg.id,
      userId: null,
    });
  }
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
