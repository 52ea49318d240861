/**
 * The underwriter moves a claim's or incident's status; the appointed firm closes or reopens
 * only its incidents.
 */
import {
  type ClaimKind,
  claimMessages,
  claimStatusLabels,
  closingReleases,
  formatDateAu,
  formatMoney,
  releasesReserves,
  ZClaimStatusChange,
} from "@platform/domain";
import type { z } from "zod";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { authorizeClaim } from "./access.ts";
import { type ClaimChange, changeClaim } from "./change.ts";
import { claimFacts } from "./effects.ts";
import { movementsOf, sentence, updateClaim } from "./movements.ts";
import { marketToday } from "./policy.ts";
import { claimMovements } from "./tables.ts";

/**
 * Closing or declining a claim releases what is still reserved: one reserve movement to zero
 * per category with an outstanding amount, dated the market's today, so incurred = paid from
 * that day (docs/decisions.md). Reopening leaves the reserves at zero until set again.
 */
async function releaseReserves({ tx, actor, row, audit }: ClaimChange, reason: string) {
  const movementDate = marketToday(actor);
  for (const release of closingReleases(await movementsOf(tx, row.id))) {
    await tx.insert(claimMovements).values({
      claimId: row.id,
      kind: "reserve",
      category: release.category,
      amount: "0.00",
      paidChange: release.paidChange,
      outstandingChange: release.outstandingChange,
      movementDate,
      note: `Released on ${reason}`,
      companyId: actingCompany(actor),
      userId: actor.user.id,
    });
    await audit("claim.reserveReleased", {
      summary: `${sentence(release.category)} reserve of ${formatMoney(release.released)} released on ${reason} (${formatDateAu(movementDate)})`,
      paidChange: release.paidChange,
      outstandingChange: release.outstandingChange,
    });
  }
}

export async function changeStatus(
  ctx: Ctx,
  input: z.input<typeof ZClaimStatusChange> & { claimId: number },
) {
  const { actor } = ctx;
  const { claimId, ...rest } = input;
  const body = ZClaimStatusChange.parse(rest);
  return changeClaim(ctx, {
    claimId,
    run: async (change) => {
      const { tx, row, can, audit, tell } = change;
      authorizeClaim(change, "changeStatus");
      if (!can.statuses.includes(body.status)) {
        throw invalid({ status: claimMessages.statusNotAllowed });
      }
      const label = claimStatusLabels[body.status];
      if (releasesReserves(row.kind as ClaimKind, body.status)) {
        await releaseReserves(change, body.status === "declined" ? "declining" : "closing");
      }
      const updated = await updateClaim(tx, actor, row, { status: body.status });
      await audit("claim.statusChanged", {
        summary: `Status: ${label}${body.reason ? ` (${body.reason})` : ""}`,
        from: row.status,
        to: body.status,
      });
      await tell("claim.status", label.toLowerCase(), updated);
      if (
        updated.kind === "claim" &&
        updated.riskPackageId !== null &&
        row.status !== body.status
      ) {
        await ctx.events.raise(tx, change.afterCommit, {
          type: "claim.statusChanged",
          riskPackageId: updated.riskPackageId,
          data: { claim: claimFacts(updated), fromStatus: row.status },
          userId: actor.user.id,
        });
      }
      return updated;
    },
  });
}
