/**
 * The workflow moving a risk package on its own (SPEC §2 workflow configuration): when its
 * transactions are quoted, bound or declined, the package goes to the company's status set on
 * that event, inside the action's transaction and with the audit row a manual move writes.
 * Nothing moves when no status takes the event, or the package is already there.
 */
import type { WorkflowEvent } from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { type RiskPackageRow, setUnderwritingStatus } from "../risks/index.ts";
import { statusSetOn } from "./statuses.ts";

export async function moveOnWorkflowEvent(
  tx: DbOrTx,
  actor: Actor,
  pkg: Pick<RiskPackageRow, "id" | "companyId" | "underwritingStatusId">,
  event: WorkflowEvent,
): Promise<{ fromStatusId: number | null; toStatusId: number } | null> {
  const status = await statusSetOn(tx, pkg.companyId, event);
  if (!status || status.id === pkg.underwritingStatusId) return null;
  await setUnderwritingStatus(tx, pkg.id, status.id, actor.now());
  await auditBy(tx, actor, {
    action: "riskPackage.underwritingStatusChanged",
    companyId: pkg.companyId,
    subjectType: "risk_package",
    subjectId: pkg.id,
    data: { from: pkg.underwritingStatusId, to: status.id, name: status.name, event },
  });
  return { fromStatusId: pkg.underwritingStatusId, toStatusId: status.id };
}
