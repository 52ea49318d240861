/**
 * Approval of a quote beyond the underwriter's authority (SPEC §4): only the assigned
 * underwriter requests it; another underwriter whose authority covers it approves or denies;
 * either may undo it. Everyone concerned is notified.
 */
import { eligibleApprovers } from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { mayApprove } from "./authority.ts";
import { assertAction, mainTransaction } from "./change.ts";
import { actingAuthority } from "./review.ts";
import { settleCurrent, underwriterChange } from "./underwriter-change.ts";

export async function requestApproval(deps: AppDeps, actor: Actor, companyId: number, id: number) {
  return underwriterChange(deps, actor, companyId, id, async (step) => {
    const { tx, loaded, now } = step;
    assertAction("requestApproval", mainTransaction(loaded), {
      now,
      isAssignedUnderwriter: loaded.row.assignedUnderwriterUserId === actor.user.id,
    });
    const { placement, needed } = await actingAuthority(tx, actor, loaded);
    const approvers = eligibleApprovers(placement?.authorisedUnderwriters ?? [], needed)
      .map((u) => u.userId)
      .filter((userId) => userId !== actor.user.id);
    await settleCurrent(
      deps,
      actor,
      step,
      {
        approval: "requested",
        approvalRequestedByUserId: actor.user.id,
        approvalDecidedByUserId: null,
        approvalNeeded: needed,
      },
      "risk.approval_requested",
      { needed },
      {
        to: approvers.map((userId) => ({ userId, companyId: loaded.row.companyId })),
        type: "risk.approval_requested",
        message: "approval requested",
      },
    );
  });
}

export async function decideApproval(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number,
  approve: boolean,
) {
  return underwriterChange(deps, actor, companyId, id, async (step) => {
    const { tx, loaded, now } = step;
    const main = mainTransaction(loaded);
    const { placement, needed, details } = await actingAuthority(tx, actor, loaded);
    assertAction("decideApproval", main, {
      now,
      isApprovalRequester: main.approvalRequestedByUserId === actor.user.id,
      withinAuthority: mayApprove(actor.user.id, details, placement, main.approvalNeeded ?? needed),
    });
    const event = approve ? "risk.approved" : "risk.approval_denied";
    await settleCurrent(
      deps,
      actor,
      step,
      { approval: approve ? "approved" : "denied", approvalDecidedByUserId: actor.user.id },
      event,
      undefined,
      {
        to: [
          { userId: main.approvalRequestedByUserId, companyId: loaded.row.companyId },
          { userId: loaded.row.assignedUnderwriterUserId, companyId: loaded.row.companyId },
        ],
        type: event,
        message: approve ? "approval granted" : "approval denied",
      },
    );
  });
}

export async function undoApproval(deps: AppDeps, actor: Actor, companyId: number, id: number) {
  return underwriterChange(deps, actor, companyId, id, async (step) => {
    const main = mainTransaction(step.loaded);
    assertAction("undoApproval", main, { now: step.now });
    await settleCurrent(
      deps,
      actor,
      step,
      {
        approval: "none",
        approvalRequestedByUserId: null,
        approvalDecidedByUserId: null,
        approvalNeeded: null,
      },
      "risk.approval_undone",
      { was: main.approval },
      {
        to: [
          { userId: main.approvalRequestedByUserId, companyId: step.loaded.row.companyId },
          { userId: main.approvalDecidedByUserId, companyId: step.loaded.row.companyId },
        ],
        type: "risk.approval_undone",
        message: "approval undone",
      },
    );
  });
}
