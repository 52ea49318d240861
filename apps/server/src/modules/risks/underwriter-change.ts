/**
 * The frame of the underwriter's actions on a submission (quote, decline, manual premium,
 * overrides, approval, endorsements): `changePackage` for the underwriter side only, with the
 * time the action happens at; and the common ending of a status change: the current transactions
 * updated, the package mirrored, the audit row written and the people concerned told.
 */

import type { AuditAction } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { Tx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import { changePackage, mirror, updateCurrent } from "./change.ts";
import { auditRisk, tellUsers } from "./effects.ts";
import type { LoadedPackage } from "./load.ts";
import type { riskTransactions } from "./tables.ts";

/** What an underwriter's action works with: the locked package and the time it acts at. */
export interface UnderwriterStep {
  tx: Tx;
  afterCommit: AfterCommit;
  loaded: LoadedPackage;
  now: Date;
}

/** Runs `work` on the locked package when the acting user is on the underwriter side (else 403). */
export function underwriterChange(
  ctx: Ctx,
  input: { riskPackageId: number; work: (step: UnderwriterStep) => Promise<void> },
) {
  const { riskPackageId, work } = input;
  return changePackage(ctx, {
    riskPackageId,
    work: (tx, afterCommit, loaded) => work({ tx, afterCommit, loaded, now: ctx.actor.now() }),
    side: "underwriter",
  });
}

/**
 * Sets `set` (and `updatedAt`) on the open current transactions, mirrors the package, audits
 * `action` with `data` and sends `notice` to its recipients (never the actor).
 */
export async function settleCurrent(
  ctx: Ctx,
  input: {
    step: UnderwriterStep;
    set: Partial<typeof riskTransactions.$inferInsert>;
    action: AuditAction;
    data: Record<string, unknown> | undefined;
    notice: {
      to: { userId: number | null; companyId: number }[];
      type: string;
      message: string;
    };
  },
) {
  const { actor } = ctx;
  const { step, set, action, data, notice } = input;
  const { tx, afterCommit, loaded, now } = step;
  await updateCurrent(tx, loaded, { ...set, updatedAt: now });
  await mirror(tx, loaded, now);
  await auditRisk(tx, actor, loaded.row, action, data);
  await tellUsers(tx, afterCommit, ctx, actor, loaded.row, notice.to, notice.type, notice.message);
}
