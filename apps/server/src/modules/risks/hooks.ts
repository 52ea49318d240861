/**
 * What the risks module lets the application plug in without a dependency on another module's
 * internals. `assignOnReferral` picks the underwriter of a referred package when its product
 * auto-assigns (the assignment-rules module's `pickUnderwriter`); by default the current
 * assignee is kept.
 */
import type { DbOrTx } from "../../platform/db/index.ts";

export interface ReferralFacts {
  riskPackageId: number;
  productIds: number[];
  classId: number | null;
  brokerCompanyId: number;
  state: string | null;
  grossPremium: string | null;
  currentAssigneeId: number | null;
}

export interface RiskHooks {
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
