/**
 * `POST …/risks/{id}/renew` (SPEC §4): the next term of a bound policy, in the same
 * chain. A new risk package (`renewalOfRiskPackageId` = this term) starts the day this term
 * expires, for the same term length, with the same insured and broker; each risk not
 * cancelled moves to its product's newest published version (the migration) and gets a REN
 * transaction carrying its latest bound answers. It is then rated like a submission: Quoted, Referred
 * or Declined as the rules say; when the newer version asks questions the answers do not cover,
 * it stays Initiated for the broker to complete. One database transaction: a refusal leaves nothing.
 * The assignee is chosen as for new business (a referral on a product that auto-assigns goes to
 * the company's assignment rules), falling back to the previous term's assignee while they may
 * still manage risks (docs/decisions.md).
 */
import { renderReference, TransactionStatus, TransactionType } from "@platform/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { AppError, conflict } from "../../platform/http/errors.ts";
import { latestPublished, type ProductVersionRow } from "../products/index.ts";
import {
  addMonths,
  auditRisk,
  authorizeRisk,
  getRisk,
  loadPackage,
  type RiskHooks,
  referenceFormatOf,
  riskManagersOf,
  riskPackages,
  risks,
  riskTransactions,
  submitRisk,
  tellUsers,
  underwriterSide,
} from "../risks/index.ts";
import { liveSuccessors, renewalWindow, renewRefusal } from "./chain.ts";
import { renewalInvitations } from "./tables.ts";

export const renewalMessages = {
  productWithdrawn: "The product is no longer published: this policy cannot be renewed on it",
} as const;

/** The one notice of a renewal started: the term it renews and how its rating came out. */
export function renewalStarted(policy: string, status: number): string {
  const started = `renewal of ${policy} started`;
  if (status === TransactionStatus.Quoted) return `${started} and quoted`;
  if (status === TransactionStatus.Referred) return `${started} and referred`;
  if (status === TransactionStatus.Declined) return `${started} and declined`;
  return `${started}: its answers need completing`;
}

/**
 * A renewal the assignment rules left unassigned goes to the previous term's assignee, unless
 * they can no longer manage the company's risks (left, or role changed): then nobody.
 */
async function keepPreviousAssignee(
  tx: DbOrTx,
  renewalId: number,
  previous: { companyId: number; assignedUnderwriterUserId: number | null },
) {
  const userId = previous.assignedUnderwriterUserId;
  if (userId === null) return;
  const eligible = await riskManagersOf(tx, previous.companyId);
  if (!eligible.some((user) => user.id === userId)) return;
  await tx
    .update(riskPackages)
    .set({ assignedUnderwriterUserId: userId })
    .where(and(eq(riskPackages.id, renewalId), isNull(riskPackages.assignedUnderwriterUserId)));
}

/** `hooks`: what the application plugs into the risks module (assignment, first board column). */
export async function renewRisk(ctx: Ctx, input: { riskPackageId: number; hooks: RiskHooks }) {
  const { actor } = ctx;
  const { riskPackageId: id, hooks } = input;
  const renewalId = await inTransaction(ctx.db, async (tx, afterCommit) => {
    const loaded = await loadPackage(tx, actor, id, { lock: true });
    authorizeRisk(actor, "change", loaded.row);
    const window = await renewalWindow(
      tx,
      loaded.row,
      loaded.current[0]!.pinned.version.details.timeZone,
      actor.now(),
    );
    const main = loaded.risks[0]!.risk.id;
    const refusal = renewRefusal(
      actor.user,
      loaded,
      await liveSuccessors(tx, id),
      window,
      loaded.transactions.filter((t) => t.riskId === main),
    );
    if (refusal) throw conflict(refusal);
    const pkg = loaded.row;
    const now = actor.now();
    // Each risk's latest bound terms: a declined or withdrawn change after them is not carried.
    const carried = loaded.risks.flatMap((pinned) => {
      const tx = loaded.transactions.findLast(
        (t) => t.riskId === pinned.risk.id && t.status === TransactionStatus.Bound,
      );
      return tx && tx.type !== TransactionType.Cancellation ? [{ pinned, tx }] : [];
    });
    const versions: ProductVersionRow[] = [];
    for (const c of carried) {
      const newest = await latestPublished(tx, c.pinned.risk.productId);
      if (!newest) throw conflict(renewalMessages.productWithdrawn);
      versions.push(newest);
    }
    const inception = pkg.expiryDate;
    const [created] = await tx
      .insert(riskPackages)
      .values({
        companyId: pkg.companyId,
        brokerCompanyId: pkg.brokerCompanyId,
        brokerUserId: pkg.brokerUserId,
        productPackageId: pkg.productPackageId,
        reference: `pending-${crypto.randomUUID()}`,
        insured: pkg.insured,
        insuredName: pkg.insuredName,
        insuredState: pkg.insuredState,
        classId: pkg.classId,
        inceptionDate: inception,
        expiryDate: addMonths(inception, pkg.termMonths),
        termMonths: pkg.termMonths,
        // Chosen after rating: the rules as for new business, else the previous assignee.
        assignedUnderwriterUserId: null,
        underwritingStatusId: (await hooks.initialUnderwritingStatus?.(tx, pkg.companyId)) ?? null,
        renewalOfRiskPackageId: pkg.id,
        transactionType: TransactionType.Renewal,
        transactionStatus: TransactionStatus.Initiated,
        createdByUserId: actor.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const renewal = created!;
    const reference = renderReference(await referenceFormatOf(tx, pkg.productPackageId), {
      id: renewal.id,
      brokerageId: pkg.brokerCompanyId,
      now,
      timeZone: versions[0]!.details.timeZone,
    });
    await tx.update(riskPackages).set({ reference }).where(eq(riskPackages.id, renewal.id));
    const riskRows = await tx
      .insert(risks)
      .values(
        carried.map((c, index) => ({
          riskPackageId: renewal.id,
          productId: c.pinned.risk.productId,
          productVersionId: versions[index]!.id,
          productKind: c.pinned.risk.productKind,
          position: c.pinned.risk.position,
          createdAt: now,
        })),
      )
      .returning();
    await tx.insert(riskTransactions).values(
      riskRows.map((risk, index) => ({
        riskId: risk.id,
        riskPackageId: renewal.id,
        type: TransactionType.Renewal,
        status: TransactionStatus.Initiated,
        basedOnTransactionId: carried[index]!.tx.id,
        effectiveDate: inception,
        answers: carried[index]!.tx.answers,
        createdByUserId: actor.user.id,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx
      .update(renewalInvitations)
      .set({ renewalRiskPackageId: renewal.id })
      .where(eq(renewalInvitations.riskPackageId, pkg.id));
    const migrated = carried.flatMap((c, index) =>
      c.pinned.version.id === versions[index]!.id
        ? []
        : [
            {
              productId: c.pinned.risk.productId,
              from: c.pinned.version.id,
              to: versions[index]!.id,
            },
          ],
    );
    await auditRisk(tx, actor, pkg, "risk.renewed", {
      description: `Renewal started: ${reference}`,
      renewalRiskPackageId: renewal.id,
    });
    await auditRisk(tx, actor, { ...renewal, reference }, "risk.created", {
      description: `Renewal of ${pkg.policyNumber ?? pkg.reference}`,
      renewalOf: pkg.id,
      migrated,
    });
    // Rated as a submission, inside this transaction (a savepoint): an answer the newer version
    // needs leaves it Initiated; any other refusal rolls the whole renewal back. The submission
    // tells nobody: the parties hear once, below, that it started and how it was rated.
    try {
      await submitRisk(
        { ...ctx, db: tx },
        { asIs: false, riskPackageId: renewal.id, hooks, announce: false },
      );
    } catch (error) {
      if (!(error instanceof AppError && error.code === "invalid")) throw error;
    }
    await keepPreviousAssignee(tx, renewal.id, pkg);
    const [started] = await tx.select().from(riskPackages).where(eq(riskPackages.id, renewal.id));
    await tellUsers(
      tx,
      afterCommit,
      ctx,
      actor,
      started!,
      [
        { userId: pkg.brokerUserId, companyId: pkg.brokerCompanyId },
        ...(await underwriterSide(tx, started!)),
      ],
      "risk.renewal_started",
      renewalStarted(pkg.policyNumber ?? pkg.reference, started!.transactionStatus),
    );
    return renewal.id;
  });
  return getRisk(ctx, { riskPackageId: renewalId });
}
