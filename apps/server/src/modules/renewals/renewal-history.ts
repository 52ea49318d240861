/**
 * `GET …/risks/{id}/renewals`: the terms of the policy's renewal chain, oldest first (paged),
 * whether this term is the latest, whether the acting user may renew it now (and why not), and
 * its renewal invitation. Six statements whatever the chain's length (seven after a declined or
 * withdrawn change).
 */
import {
  pageWindow,
  policyChangeMessages,
  type TPageQuery,
  type TRenewalHistory,
} from "@platform/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import {
  mainTimeZone,
  mainTransactionsJson,
  pinnedRisksOf,
  policyStatusOfRow,
  riskPackages,
  riskScope,
  transactionsOf,
  visibleRiskPackage,
} from "../risks/index.ts";
import { toSeconds } from "../users/index.ts";
import { inChainOf, liveSuccessors, renewalWindow, renewRefusal, settledChange } from "./chain.ts";
import { renewalInvitations } from "./tables.ts";

export async function renewalHistory(
  ctx: Ctx,
  input: { riskPackageId: number; query: TPageQuery },
): Promise<TRenewalHistory> {
  const { db, actor } = ctx;
  const { riskPackageId: id, query } = input;
  const access = await visibleRiskPackage(db, actor, id);
  const where = and(inChainOf(id), riskScope(actor));
  const { limit, offset } = pageWindow(query);
  const [rows, successors, [invitation], pinned] = await Promise.all([
    db
      .select({
        pkg: riskPackages,
        mainTransactions: mainTransactionsJson,
        timeZone: mainTimeZone,
        total: totalRows(),
      })
      .from(riskPackages)
      .where(where)
      .orderBy(asc(riskPackages.inceptionDate), asc(riskPackages.id))
      .limit(limit)
      .offset(offset),
    liveSuccessors(db, id),
    db.select().from(renewalInvitations).where(eq(renewalInvitations.riskPackageId, id)),
    pinnedRisksOf(db, id),
  ]);
  const page = await toPage(
    rows,
    query,
    ({ pkg, mainTransactions, timeZone }) => ({
      id: pkg.id,
      reference: pkg.reference,
      policyNumber: pkg.policyNumber,
      inceptionDate: pkg.inceptionDate,
      expiryDate: pkg.expiryDate,
      transactionType: pkg.transactionType,
      transactionStatus: pkg.transactionStatus,
      policyStatus: policyStatusOfRow(pkg, mainTransactions, timeZone, actor.now()),
      grossPremium: pkg.grossPremium,
      renewalOfId: pkg.renewalOfRiskPackageId,
      current: pkg.id === id,
    }),
    async () => (await db.select({ n: count() }).from(riskPackages).where(where))[0]!.n,
  );
  const main = pinned[0];
  // Only after a declined or withdrawn change: the last bound transaction (one more statement).
  const mainTransactions =
    main && settledChange(access.row)
      ? (await transactionsOf(db, id)).filter((t) => t.riskId === main.risk.id)
      : [];
  const refusal = !access.canManage
    ? null
    : main
      ? renewRefusal(
          actor.user,
          access,
          successors,
          await renewalWindow(db, access.row, main.version.details.timeZone, actor.now()),
          mainTransactions,
        )
      : policyChangeMessages.notBound;
  return {
    ...page,
    isLatest: successors.length === 0,
    canRenew: access.canManage && refusal === null,
    renewRefusal: access.canManage ? refusal : "You do not have permission to edit this item",
    invitation: invitation
      ? {
          status: invitation.status as "invited" | "renewed" | "lapsed",
          invitedAt: toSeconds(invitation.invitedAt),
          expiryDate: invitation.expiryDate,
          renewalRiskPackageId: invitation.renewalRiskPackageId,
        }
      : null,
  };
}
