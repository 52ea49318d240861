import { policyChangeMessages, TransactionStatus, TransactionType } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import { auditRisk, mirror, updateCurrent } from "../risks/index.ts";
import { changePolicy } from "./frame.ts";

/** Withdraws the quoted or referred change in progress: Not Taken Up, the policy as bound. */
export async function withdrawChange(ctx: Ctx, input: { riskPackageId: number }) {
  const { actor } = ctx;
  return changePolicy(ctx, {
    riskPackageId: input.riskPackageId,
    work: async ({ tx, loaded, policy, now }) => {
      const open = policy.openChange;
      if (!open) throw conflict(policyChangeMessages.nothingToWithdraw);
      await updateCurrent(tx, loaded, { status: TransactionStatus.NotTakenUp, updatedAt: now });
      await mirror(tx, loaded, now, { referralReasons: [] });
      await auditRisk(tx, actor, loaded.row, "risk.change_withdrawn", {
        description: `${open.type === TransactionType.Cancellation ? "Cancellation" : "Adjustment"} effective ${open.effectiveDate} withdrawn`,
      });
    },
  });
}
