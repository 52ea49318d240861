/**
 * Approval of a quote beyond the underwriter's authority (SPEC §4): only the assigned
 * underwriter requests it; another underwriter whose authority covers it approves or denies;
 * either may undo it. Everyone concerned is notified.
 */
import { eligibleApprovers } from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { mayApprove } from "./authority.ts";
import { assertAction, changePackage, mainTransaction, mirror, updateCurrent } from "./change.ts";
import { auditRisk, tellUsers } from "./effects.ts";
import { actingAuthority } from "./review.ts";

export async function requestApproval(deps: AppDeps, actor: Actor, companyId: number, id: number) {
  return changePackage(
    deps,
    actor,
    companyId,
    id,
    async (tx, afterCommit, loaded) => {
      const now = actor.now();
      assertAction("requestApproval", mainTransaction(loaded), {
        now,
        isAssignedUnderwriter: loaded.row.assignedUnderwriterUserId === actor.user.id,
      });
      const { placement, needed } = await actingAuthority(tx, actor, loaded);
      await updateCurrent(tx, loaded, {
        approval: "requested",
        approvalRequestedByUserId: actor.user.id,
        approvalDecidedByUserId: null,
        approvalNeeded: needed,
        updatedAt: now,
      });
      await mirror(tx, loaded, now);
      await auditRisk(tx, actor, loaded.row, "risk.approval_requested", { needed });
      const approvers = eligibleApprovers(placement?.authorisedUnderwriters ?? [], needed)
        .map((u) => u.userId)
        .filter((userId) => userId !== actor.user.id);
      await tellUsers(
        tx,
        afterCommit,
        deps,
        actor,
        loaded.row,
        approvers.map((userId) => ({ userId, companyId: loaded.row.companyId })),
        "risk.approval_requested",
        "approval requested",
      );
    },
    { side: "underwriter" },
  );
}

export async function decideApproval(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number,
  approve: boolean,
) {
  return changePackage(
    deps,
    actor,
    companyId,
    id,
    async (tx, afterCommit, loaded) => {
      const now = actor.now();
      const main = mainTransaction(loaded);
      const { placement, needed, details } = await actingAuthority(tx, actor, loaded);
      assertAction("decideApproval", main, {
        now,
        isApprovalRequester: main.approvalRequestedByUserId === actor.user.id,
        withinAuthority: mayApprove(
          actor.user.id,
          details,
          placement,
          main.approvalNeeded ?? needed,
        ),
      });
      await updateCurrent(tx, loaded, {
        approval: approve ? "approved" : "denied",
        approvalDecidedByUserId: actor.user.id,
        updatedAt: now,
      });
      await mirror(tx, loaded, now);
      await auditRisk(tx, actor, loaded.row, approve ? "risk.approved" : "risk.approval_denied");
      await tellUsers(
        tx,
        afterCommit,
        deps,
        actor,
        loaded.row,
        [
          { userId: main.approvalRequestedByUserId, companyId: loaded.row.companyId },
          { userId: loaded.row.assignedUnderwriterUserId, companyId: loaded.row.companyId },
        ],
        approve ? "risk.approved" : "risk.approval_denied",
        approve ? "approval granted" : "approval denied",
      );
    },
    { side: "underwriter" },
  );
}

export async function undoApproval(deps: AppDeps, actor: Actor, companyId: number, id: number) {
  return changePackage(
    deps,
    actor,
    companyId,
    id,
    async (tx, afterCommit, loaded) => {
      const now = actor.now();
      const main = mainTransaction(loaded);
      assertAction("undoApproval", main, { now });
      await updateCurrent(tx, loaded, {
        approval: "none",
        approvalRequestedByUserId: null,
        approvalDecidedByUserId: null,
        approvalNeeded: null,
        updatedAt: now,
      });
      await mirror(tx, loaded, now);
      await auditRisk(tx, actor, loaded.row, "risk.approval_undone", { was: main.approval });
      await tellUsers(
        tx,
        afterCommit,
        deps,
        actor,
        loaded.row,
        [
          { userId: main.approvalRequestedByUserId, companyId: loaded.row.companyId },
          { userId: main.approvalDecidedByUserId, companyId: loaded.row.companyId },
        ],
        "risk.approval_undone",
        "approval undone",
      );
    },
    { side: "underwriter" },
  );
}
