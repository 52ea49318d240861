/**
 * A policy's renewal chain (SPEC §4): each term is a risk package whose `renewalOfRiskPackageId`
 * names the term it renews. A term with a live later term (not declined, not lapsed) is
 * read-only: the guard below refuses every change to it, whichever module makes the change.
 */
import {
  canRenew,
  DEFAULT_RENEWAL_INVITATION_DAYS,
  policyChangeMessages,
  riskReadOnly,
  TransactionStatus,
  type TransactionStatusId,
  TransactionType,
  todayIn,
} from "@platform/domain";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { AuthUser } from "../../platform/access/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import {
  type LoadedPackage,
  type RiskPackageRow,
  type RiskTransactionRow,
  registerChangeGuard,
  riskPackages,
} from "../risks/index.ts";
import { renewalSettings } from "./tables.ts";

const S = TransactionStatus;
/** A later term that lapsed or was declined does not count: the term before is latest again. */
const deadStatuses = [S.NotTakenUp, S.Declined];

/** The live later terms of a term (at most one in practice): one statement. */
export async function liveSuccessors(db: DbOrTx, riskPackageId: number) {
  return db
    .select({ id: riskPackages.id, transactionStatus: riskPackages.transactionStatus })
    .from(riskPackages)
    .where(
      and(
        eq(riskPackages.renewalOfRiskPackageId, riskPackageId),
        notInArray(riskPackages.transactionStatus, deadStatuses),
      ),
    );
}

/** The ids of every term of the chain `riskPackageId` belongs to, as an SQL condition. */
export function inChainOf(riskPackageId: number) {
  return inArray(
    riskPackages.id,
    sql`(with recursive up(id, prev) as (
        select id, renewal_of_risk_package_id from risk_packages where id = ${riskPackageId}
        union all
        select p.id, p.renewal_of_risk_package_id from risk_packages p join up on p.id = up.prev
      ), chain(id) as (
        select id from up where prev is null
        union all
        select p.id from risk_packages p join chain c on p.renewal_of_risk_package_id = c.id
      ) select id from chain)`,
  );
}

/** The term's policy state for the domain's change rules (the package mirrors its latest transaction). */
/**
 * The term's state for the renewal rules. A change declined or withdrawn after the last bind
 * leaves the policy as it was bound (as for the change rules), so a term whose latest
 * transaction is one reads its main risk's transactions (oldest first) for the last bound one.
 */
export function policyStateOf(
  row: RiskPackageRow,
  mainTransactions: readonly Pick<RiskTransactionRow, "type" | "status">[] = [],
) {
  const lastBound = settledChange(row)
    ? mainTransactions.findLast((t) => t.status === S.Bound)
    : undefined;
  const latest = lastBound ?? { type: row.transactionType, status: row.transactionStatus };
  return {
    latestStatus: latest.status as TransactionStatusId,
    cancelled: latest.type === TransactionType.Cancellation && latest.status === S.Bound,
    inceptionDate: row.inceptionDate,
    expiryDate: row.expiryDate,
  };
}

/** The term's latest transaction was declined or withdrawn: its state is the last bound one's. */
export const settledChange = (row: Pick<RiskPackageRow, "transactionStatus">) =>
  (deadStatuses as number[]).includes(row.transactionStatus);

/**
 * The term's renewal window (SPEC §1): today in its main product's time zone and the underwriter
 * company's days before expiry that renewal opens (the renewal invitation's): one statement.
 */
export async function renewalWindow(
  db: DbOrTx,
  row: RiskPackageRow,
  timeZone: string,
  now: Date,
): Promise<{ today: string; daysBefore: number }> {
  const [settings] = await db
    .select({ days: renewalSettings.invitationDays })
    .from(renewalSettings)
    .where(eq(renewalSettings.companyId, row.companyId));
  return {
    today: todayIn(timeZone, now),
    daysBefore: settings?.days ?? DEFAULT_RENEWAL_INVITATION_DAYS,
  };
}

/** Why `user` may not renew this term now, or null. */
export function renewRefusal(
  user: AuthUser,
  access: Pick<LoadedPackage, "row" | "side" | "canManage">,
  successors: readonly { transactionStatus: number }[],
  window: { today: string; daysBefore: number },
  mainTransactions: readonly Pick<RiskTransactionRow, "type" | "status">[] = [],
): string | null {
  const { row, side } = access;
  const readOnly = riskReadOnly({
    side,
    isAssignedUnderwriter: row.assignedUnderwriterUserId === user.id,
    hasAssignee: row.assignedUnderwriterUserId !== null,
    isLatestInChain: true,
    clientEditing: false,
  });
  if (!readOnly.allowed) return readOnly.reason;
  const result = canRenew(
    policyStateOf(row, mainTransactions),
    {
      isLatest: !successors.some((s) => s.transactionStatus === S.Bound),
      renewed: successors.length > 0,
    },
    window,
  );
  return result.allowed ? null : result.reason;
}

registerChangeGuard("renewal-chain", async (tx, _actor, loaded) => {
  if ((await liveSuccessors(tx, loaded.row.id)).length > 0)
    throw conflict(policyChangeMessages.readOnlyNotLatest);
});
