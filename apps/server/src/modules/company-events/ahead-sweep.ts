/**
 * The events raised ahead of a date (SPEC §2 company events: quote expiring, renewal due, each
 * with its days before): a pg-boss cron job every hour raises, for each enabled event of those
 * types, the packages of its company whose quote lapses or whose policy expires within its days
 * and that it has not been raised for (once per quote expiry date, once per term). Dates are the
 * main product's market's. Tests run `sweepAheadEvents` with a clock they move.
 */
import { TransactionStatus } from "@platform/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { type Clock, systemClock } from "../../platform/clock/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { mainTimeZone, riskPackages, risks } from "../risks/index.ts";
import { filtersFit } from "./event-facts.ts";
import { createRuns } from "./raise.ts";
import { companyEventRuns, companyEvents } from "./tables.ts";

export const AHEAD_SWEEP_JOB = "company-events.ahead-sweep";
const BATCH = 200;

const zone = sql`coalesce(${mainTimeZone}, 'UTC')`;

/** No run of this company event for this package carries `key` at `path` yet. */
const notRaised = (path: SQL, key: SQL) =>
  sql`not exists (select 1 from ${companyEventRuns} x
    where x.company_event_id = ${companyEvents.id} and x.risk_package_id = ${riskPackages.id}
    and x.payload #>> ${path} = ${key})`;

async function due(tx: DbOrTx, type: string, conditions: SQL[], date: SQL<string>) {
  return tx
    .select({ event: companyEvents, riskPackageId: riskPackages.id, date })
    .from(companyEvents)
    .innerJoin(riskPackages, sql`true`)
    .innerJoin(risks, and(eq(risks.riskPackageId, riskPackages.id), eq(risks.productKind, 1)))
    .where(
      and(
        eq(companyEvents.enabled, true),
        eq(companyEvents.event, type),
        filtersFit(),
        ...conditions,
      ),
    )
    .limit(BATCH);
}

export async function sweepAheadEvents(deps: AppDeps, clock: Clock = systemClock) {
  const now = clock.now();
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const days = sql`(coalesce(${companyEvents.daysBefore}, 0) * interval '1 day')`;
    const expiryDate = sql<string>`to_char(${riskPackages.quoteExpiresAt} at time zone ${zone}, 'YYYY-MM-DD')`;
    const expiring = await due(
      tx,
      "risk.quoteExpiring",
      [
        eq(riskPackages.transactionStatus, TransactionStatus.Quoted),
        sql`${riskPackages.quoteExpiresAt} > ${now}`,
        sql`${riskPackages.quoteExpiresAt} <= ${now}::timestamptz + ${days}`,
        notRaised(sql`'{data,quoteExpiryDate}'`, expiryDate),
      ],
      expiryDate,
    );
    const today = sql`(${now}::timestamptz at time zone ${zone})::date`;
    const termEnd = sql<string>`${riskPackages.expiryDate}::text`;
    const renewing = await due(
      tx,
      "risk.renewalDue",
      [
        eq(riskPackages.transactionStatus, TransactionStatus.Bound),
        sql`${riskPackages.expiryDate} > ${today}`,
        sql`${riskPackages.expiryDate} <= ${today} + coalesce(${companyEvents.daysBefore}, 0)`,
        sql`not exists (select 1 from ${riskPackages} r
          where r.renewal_of_risk_package_id = ${riskPackages.id})`,
        notRaised(sql`'{data,risk,expiryDate}'`, termEnd),
      ],
      termEnd,
    );
    for (const row of expiring) {
      await createRuns(deps, tx, afterCommit, [row.event], {
        type: "risk.quoteExpiring",
        riskPackageId: row.riskPackageId,
        data: { quoteExpiryDate: row.date },
        userId: null,
      });
    }
    for (const row of renewing) {
      await createRuns(deps, tx, afterCommit, [row.event], {
        type: "risk.renewalDue",
        riskPackageId: row.riskPackageId,
        userId: null,
      });
    }
    return { quoteExpiring: expiring.length, renewalDue: renewing.length };
  });
}
