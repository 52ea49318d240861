/**
 * The frame of the underwriter's actions on a submission (quote, decline, manual premium,
 * overrides, approval, endorsements): `changePackage` for the underwriter side only, with the
 * time the action happens at; and the common ending of a status change: the current transactions
 * updated, the package mirrored, the audit row written and the people concerned told.
 */

import type { Actor } from "../../platform/actor/index.ts";
import type { AuditAction } from "../../platform/audit/index.ts";
import type { Tx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
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
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  companyId: number,
  id: number,
  work: (step: UnderwriterStep) => Promise<void>,
) {
  return changePackage(
    deps,
    actor,
    companyId,
    id,
    (tx, afterCommit, loaded) => work({ tx, afterCommit, loaded, now: actor.now() }),
    { side: "underwriter" },
  );
}

/**
 * Sets `set` (and `updatedAt`) on the open current transactions, mirrors the package, audits
 * `action` with `data` and sends `notice` to its recipients (never the actor).
 */
export async function settleCurrent(
  deps: Pick<AppDeps, "outbox">,
  actor: Actor,
  { tx, afterCommit, loaded, now }: UnderwriterStep,
  set: Partial<typeof riskTransactions.$inferInsert>,
  action: AuditAction,
  data: Record<string, unknown> | undefined,
  notice: {
    to: { userId: number | null; companyId: number }[];
    type: string;
    message: string;
  },
) {
  await updateCurrent(tx, loaded, { ...set, updatedAt: now });
  await mirror(tx, loaded, now);
  await auditRisk(tx, actor, loaded.row, action, data);
  await tellUsers(tx, afterCommit, deps, actor, loaded.row, notice.to, notice.type, notice.message);
}
