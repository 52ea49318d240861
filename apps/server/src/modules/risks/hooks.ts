/**
 * What the risks module lets the application plug in without a dependency on another module's
 * internals. `assignOnReferral` picks the underwriter of a referred package when its product
 * auto-assigns (the assignment-rules module's `pickUnderwriter`); by default the current
 * assignee is kept. `initialUnderwritingStatus` gives a new package its first board column
 * (the underwriting-statuses module's `defaultStatusFor`); by default none. `onWorkflowEvent` moves
 * a package that was quoted, bound or declined to the status its company set on that event (the
 * underwriting-statuses module's `moveOnWorkflowEvent`), in the action's transaction; by default
 * nothing moves.
 */
import type { WorkflowEvent } from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { RiskPackageRow } from "./tables.ts";

export interface ReferralFacts {
  riskPackageId: number;
  productIds: number[];
  classId: number | null;
  brokerCompanyId: number;
  state: string | null;
  grossPremium: string | null;
  currentAssigneeId: number | null;
}

/** A package moved from one underwriting status to another. */
export interface StatusMove {
  fromStatusId: number | null;
  toStatusId: number;
}

export interface RiskHooks {
  /** The underwriting status (board column) a new package starts in (workflow configuration). */
  initialUnderwritingStatus?: (tx: DbOrTx, companyId: number) => Promise<number | null>;
  onWorkflowEvent?: (
    tx: DbOrTx,
    actor: Actor,
    pkg: Pick<RiskPackageRow, "id" | "companyId" | "underwritingStatusId">,
    event: WorkflowEvent,
  ) => Promise<StatusMove | null>;
  assignOnReferral?: (
    tx: DbOrTx,
    companyId: number,
    facts: ReferralFacts,
  ) => Promise<number | null>;
}

export const keepCurrentAssignee: NonNullable<RiskHooks["assignOnReferral"]> = async (
  _tx,
  _companyId,
  facts,
) => facts.currentAssigneeId;
