/**
 * What every risk action leaves behind in its own transaction: an audit row (the timeline reads
 * them) and, for the people on the other side, a notification with its realtime push in the
 * outbox, sent once the change commits.
 */

import {
  TransactionStatus,
  type TransactionStatusId,
  todayIn,
  type WorkflowEvent,
} from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import { type AuditAction, audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { notifyAll } from "../notifications/index.ts";
import { riskManagersOf } from "./access.ts";
import type { RiskHooks } from "./hooks.ts";
import type { RiskPackageRow } from "./tables.ts";

export async function auditRisk(
  tx: DbOrTx,
  actor: Actor | null,
  pkg: Pick<RiskPackageRow, "id" | "companyId" | "reference">,
  action: AuditAction,
  data: Record<string, unknown> = {},
) {
  await audit(
    tx,
    {
      action,
      userId: actor?.user.id ?? null,
      companyId: actor?.actingCompanyId ?? pkg.companyId,
      subjectType: "risk_package",
      subjectId: pkg.id,
      data: { reference: pkg.reference, ...data },
    },
    actor ?? undefined,
  );
}

/** Notifies users (each once, never the actor) about a package, pushing it live after commit. */
export async function tellUsers(
  tx: DbOrTx,
  afterCommit: AfterCommit,
  deps: Pick<AppDeps, "outbox">,
  actor: Actor | null,
  pkg: Pick<RiskPackageRow, "id" | "reference">,
  recipients: { userId: number | null; companyId: number }[],
  type: string,
  message: string,
) {
  const byCompany = new Map<number, Set<number>>();
  for (const r of recipients) {
    if (r.userId === null || r.userId === actor?.user.id) continue;
    const set = byCompany.get(r.companyId) ?? new Set<number>();
    set.add(r.userId);
    byCompany.set(r.companyId, set);
  }
  for (const [companyId, users] of byCompany) {
    await notifyAll(tx, afterCommit, deps.outbox, [...users], {
      companyId,
      type,
      message: `${pkg.reference}: ${message}`,
      frontendUrl: `/risks/${pkg.id}`,
    });
  }
}

/**
 * Who hears for the underwriter side of a package: its assigned underwriter, or when nobody is
 * assigned the underwriting company's risk managers (as a claim does, claims/effects.ts).
 */
export async function underwriterSide(
  tx: DbOrTx,
  pkg: Pick<RiskPackageRow, "companyId" | "assignedUnderwriterUserId">,
  assignee: number | null = pkg.assignedUnderwriterUserId,
) {
  if (assignee !== null) return [{ userId: assignee, companyId: pkg.companyId }];
  const managers = await riskManagersOf(tx, pkg.companyId);
  return managers.map((u) => ({ userId: u.id, companyId: pkg.companyId }));
}

/** The broker user and the assigned underwriter of a package, each in their company. */
export const bothSides = (pkg: RiskPackageRow) => [
  { userId: pkg.brokerUserId, companyId: pkg.brokerCompanyId },
  { userId: pkg.assignedUnderwriterUserId, companyId: pkg.companyId },
];

/** `YYYY-MM-DD` plus whole months, the day clamped to the month's end. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The company events a submission raises (SPEC §2 company events): submitted, then quoted,
 * referred or declined as the assessment decided.
 */
export async function raiseSubmission(
  ctx: Ctx,
  input: {
    tx: DbOrTx;
    afterCommit: AfterCommit;
    riskPackageId: number;
    transactionId: number;
    status: TransactionStatusId;
    reasons: string[];
    quoteExpiresAt: Date | null;
    timeZone: string;
  },
) {
  const { tx, afterCommit, riskPackageId, transactionId } = input;
  const userId = ctx.actor.user.id;
  await ctx.events.raise(tx, afterCommit, {
    type: "risk.submitted",
    riskPackageId,
    transactionId,
    userId,
  });
  if (input.status === TransactionStatus.Quoted) {
    await raiseQuoted(ctx, {
      tx,
      afterCommit,
      riskPackageId,
      transactionId,
      quoteExpiresAt: input.quoteExpiresAt,
      timeZone: input.timeZone,
    });
  } else if (input.status === TransactionStatus.Referred) {
    await ctx.events.raise(tx, afterCommit, {
      type: "risk.referred",
      riskPackageId,
      transactionId,
      data: { reasons: input.reasons.slice(0, 50) },
      userId,
    });
  } else if (input.status === TransactionStatus.Declined) {
    await ctx.events.raise(tx, afterCommit, {
      type: "risk.declined",
      riskPackageId,
      transactionId,
      data: { reason: input.reasons.join("; ") || null },
      userId,
    });
  }
}

/** `risk.quoted`, with the date the quote is open until in the product's market. */
export async function raiseQuoted(
  ctx: Ctx,
  input: {
    tx: DbOrTx;
    afterCommit: AfterCommit;
    riskPackageId: number;
    transactionId: number;
    quoteExpiresAt: Date | null;
    timeZone: string;
  },
) {
  await ctx.events.raise(input.tx, input.afterCommit, {
    type: "risk.quoted",
    riskPackageId: input.riskPackageId,
    transactionId: input.transactionId,
    data: {
      quoteExpiryDate: input.quoteExpiresAt ? todayIn(input.timeZone, input.quoteExpiresAt) : null,
    },
    userId: ctx.actor.user.id,
  });
}

/**
 * Moves the package on the board as its company set for the workflow event (the hook), raising
 * `risk.underwritingStatusChanged` when it moved.
 */
export async function moveOnWorkflow(
  ctx: Ctx,
  input: {
    tx: DbOrTx;
    afterCommit: AfterCommit;
    hooks: RiskHooks | undefined;
    pkg: Pick<RiskPackageRow, "id" | "companyId" | "underwritingStatusId">;
    event: WorkflowEvent;
  },
) {
  const { tx, afterCommit, pkg } = input;
  const moved = await input.hooks?.onWorkflowEvent?.(tx, ctx.actor, pkg, input.event);
  if (!moved) return;
  await ctx.events.raise(tx, afterCommit, {
    type: "risk.underwritingStatusChanged",
    riskPackageId: pkg.id,
    data: { ...moved },
    userId: ctx.actor.user.id,
  });
}
