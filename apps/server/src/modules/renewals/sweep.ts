/**
 * The renewal job (SPEC §1: brokers are told when risks expire): every hour it
 *  1. invites renewal of each bound, uncancelled term expiring within its underwriter company's
 *     invitation days (once per term), telling the broker in app and by email;
 *  2. lapses renewals not taken up: a renewal term not bound by the day it should start becomes
 *     NotTakenUp (the term before is the latest again, and simply expires);
 *  3. closes the invitations of terms that expired: `renewed` when the next term is bound,
 *     otherwise `lapsed`.
 * Dates are compared with today in each term's main product time zone (a Brisbane policy is
 * invited, lapsed and closed on Brisbane's date). Tests run `sweepRenewals` with a clock they move.
 */
import {
  DEFAULT_RENEWAL_INVITATION_DAYS,
  TransactionStatus,
  TransactionType,
} from "@platform/domain";
import { and, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { type Clock, systemClock } from "../../platform/clock/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import {
  auditRisk,
  markNotTakenUp,
  productTodayOf,
  queueTransactionDocuments,
  riskPackages,
  riskTransactions,
  tellUsers,
} from "../risks/index.ts";
import { userEmailsByIds } from "../users/index.ts";
import { renewalInvitations, renewalSettings } from "./tables.ts";

export const RENEWAL_SWEEP_JOB = "renewals.sweep";
const BATCH = 200;
const S = TransactionStatus;
const open = [S.Initiated, S.Submitted, S.Quoted, S.Referred];

export interface RenewalSweepResult {
  invited: number;
  lapsed: number;
  closed: number;
}

export async function sweepRenewals(
  deps: Pick<AppDeps, "db" | "outbox" | "config" | "jobs">,
  clock: Clock = systemClock,
): Promise<RenewalSweepResult> {
  const now = clock.now();
  const today = productTodayOf(riskPackages.id, now);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const days = sql`coalesce(${renewalSettings.invitationDays}, ${DEFAULT_RENEWAL_INVITATION_DAYS})`;
    const due = await tx
      .select({ pkg: riskPackages })
      .from(riskPackages)
      .leftJoin(renewalSettings, eq(renewalSettings.companyId, riskPackages.companyId))
      .leftJoin(renewalInvitations, eq(renewalInvitations.riskPackageId, riskPackages.id))
      .where(
        and(
          eq(riskPackages.transactionStatus, S.Bound),
          ne(riskPackages.transactionType, TransactionType.Cancellation),
          sql`${riskPackages.expiryDate} > ${today}`,
          sql`${riskPackages.expiryDate} - ${days}::int <= ${today}`,
          isNull(renewalInvitations.id),
          sql`not exists (select 1 from ${riskPackages} n
            where n.renewal_of_risk_package_id = ${riskPackages.id}
            and n.transaction_status not in (${S.NotTakenUp}, ${S.Declined}))`,
        ),
      )
      .limit(BATCH)
      .for("update", { of: riskPackages, skipLocked: true });
    if (due.length > 0) {
      await tx
        .insert(renewalInvitations)
        .values(
          due.map(({ pkg }) => ({
            riskPackageId: pkg.id,
            expiryDate: pkg.expiryDate,
            invitedAt: now,
          })),
        )
        .onConflictDoNothing();
      const emails = await userEmailsByIds(
        tx,
        due.map(({ pkg }) => pkg.brokerUserId),
      );
      // Each policy's latest bound transaction per risk: the renewal documents and emails read them.
      const bound = await tx
        .select({
          riskPackageId: riskTransactions.riskPackageId,
          id: sql<number>`max(${riskTransactions.id})`.mapWith(Number),
        })
        .from(riskTransactions)
        .where(
          and(
            inArray(
              riskTransactions.riskPackageId,
              due.map(({ pkg }) => pkg.id),
            ),
            eq(riskTransactions.status, S.Bound),
          ),
        )
        .groupBy(riskTransactions.riskPackageId, riskTransactions.riskId);
      for (const { pkg } of due) {
        await queueTransactionDocuments(
          deps,
          tx,
          afterCommit,
          pkg,
          bound.filter((b) => b.riskPackageId === pkg.id).map((b) => b.id),
          "renewal",
        );
        const name = pkg.policyNumber ?? pkg.reference;
        await auditRisk(tx, null, pkg, "risk.renewal_invited", {
          description: `Renewal invitation sent (expires ${pkg.expiryDate})`,
        });
        await tellUsers(
          tx,
          afterCommit,
          deps,
          null,
          pkg,
          [{ userId: pkg.brokerUserId, companyId: pkg.brokerCompanyId }],
          "risk.renewal_due",
          `policy ${name} for ${pkg.insuredName} expires on ${pkg.expiryDate}: renew it`,
        );
        const broker = pkg.brokerUserId ? emails.get(pkg.brokerUserId) : undefined;
        if (broker)
          await deps.outbox.message(tx, afterCommit, {
            channel: "email",
            to: broker.email,
            userId: broker.id,
            subject: `Renewal due: ${name} expires on ${pkg.expiryDate}`,
            text: `Hello ${broker.name},\n\nPolicy ${name} for ${pkg.insuredName} expires on ${pkg.expiryDate}. Renew it from the risk page: ${deps.config.appUrl}/risks/${pkg.id}\n`,
          });
      }
    }

    const lapsing = await tx
      .select()
      .from(riskPackages)
      .where(
        and(
          isNotNull(riskPackages.renewalOfRiskPackageId),
          eq(riskPackages.transactionType, TransactionType.Renewal),
          inArray(riskPackages.transactionStatus, open),
          sql`${riskPackages.inceptionDate} <= ${today}`,
        ),
      )
      .limit(BATCH)
      .for("update", { skipLocked: true });
    await markNotTakenUp(
      tx,
      afterCommit,
      deps,
      now,
      lapsing,
      (ids) =>
        and(inArray(riskTransactions.riskPackageId, ids), inArray(riskTransactions.status, open)),
      {
        event: "risk.renewal_lapsed",
        data: { description: "Renewal not taken up: lapsed when the term before expired" },
        message: "the renewal was not taken up and lapsed",
      },
    );

    const closed = await tx
      .update(renewalInvitations)
      .set({
        status: sql`case when exists (select 1 from ${riskPackages} r
          where r.id = ${renewalInvitations.renewalRiskPackageId}
          and r.transaction_status = ${S.Bound}) then 'renewed' else 'lapsed' end`,
        closedAt: now,
      })
      .where(
        and(
          eq(renewalInvitations.status, "invited"),
          sql`${renewalInvitations.expiryDate} <= ${productTodayOf(renewalInvitations.riskPackageId, now)}`,
        ),
      )
      .returning({ id: renewalInvitations.id });
    return { invited: due.length, lapsed: lapsing.length, closed: closed.length };
  });
}

export function renewalJobs(deps: AppDeps) {
  deps.jobs.define({
    name: RENEWAL_SWEEP_JOB,
    cron: "5 * * * *",
    retryLimit: 0,
    handle: async () => {
      await sweepRenewals(deps);
    },
  });
}
