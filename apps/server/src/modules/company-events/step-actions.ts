/**
 * What each action of a chain does when its step runs (SPEC §3 event action). A database action
 * runs in the transaction that records its step, so it happens once with its record; a webhook
 * is delivered outside any transaction and retried on Standard Webhooks' schedule, carrying the
 * step's idempotency key as its `webhook-id` so a receiver sees a retry as the same delivery.
 */
import { and, desc, eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { allowedHosts } from "../../platform/webhooks/addresses.ts";
import { deliverWebhook, webhookRetryDelaySeconds } from "../../platform/webhooks/deliver.ts";
import { notifyAll } from "../notifications/index.ts";
import { queueRiskEmails } from "../risk-emails/index.ts";
import {
  insertRiskNote,
  riskPackages,
  riskTransactions,
  setUnderwritingStatus,
} from "../risks/index.ts";
import { ownStatusIds } from "../underwriting-statuses/index.ts";
import {
  type CompanyEventRunRow,
  type CompanyEventRunStepRow,
  companyEvents,
  type StoredEventAction,
} from "./tables.ts";
import { webhookSecretsOf } from "./webhook-secrets.ts";

export type StepOutcome =
  | { status: "succeeded"; output: Record<string, unknown> }
  | { status: "failed"; error: string }
  /** Not done yet: the run goes on from this step after `afterSeconds`. */
  | { status: "retry"; error: string; afterSeconds: number }
  /** Done; the run goes on from the next step after `afterSeconds`. */
  | { status: "wait"; output: Record<string, unknown>; afterSeconds: number };

export interface StepEnv {
  deps: AppDeps;
  tx: DbOrTx;
  afterCommit: AfterCommit;
  run: CompanyEventRunRow;
  step: CompanyEventRunStepRow;
}

export const stepMessages = {
  noRisk: "The event concerns no risk",
  notYourRisk: "The risk is another company's: only its underwriting agency acts on it",
  statusGone: "The underwriting status is no longer the company's",
  noDocuments: "Generating a document from a company event is not available yet",
} as const;

const failed = (error: string): StepOutcome => ({ status: "failed", error });

/** The package the run is about, when the acting company is its underwriting agency. */
async function ownPackage(env: StepEnv) {
  const { tx, run } = env;
  if (run.riskPackageId === null) return { error: stepMessages.noRisk } as const;
  const [pkg] = await tx
    .select({ id: riskPackages.id, companyId: riskPackages.companyId })
    .from(riskPackages)
    .where(eq(riskPackages.id, run.riskPackageId))
    .for("update");
  if (!pkg || pkg.companyId !== run.companyId) return { error: stepMessages.notYourRisk } as const;
  return { pkg } as const;
}

const now = () => new Date();

/** A database action, or the queueing of an email: in the step's transaction. */
export async function performInTransaction(
  env: StepEnv,
  action: StoredEventAction,
): Promise<StepOutcome> {
  const { deps, tx, afterCommit, run } = env;
  switch (action.action) {
    case "setUnderwritingStatus": {
      const own = await ownPackage(env);
      if (!own.pkg) return failed(own.error);
      const id = action.config.underwritingStatusId;
      if (!(await ownStatusIds(tx, run.companyId, [id])).has(id))
        return failed(stepMessages.statusGone);
      await setUnderwritingStatus(tx, own.pkg.id, id, now());
      await audit(tx, {
        action: "riskPackage.underwritingStatusChanged",
        companyId: run.companyId,
        subjectType: "risk_package",
        subjectId: own.pkg.id,
        data: { to: id, companyEventRunId: run.id },
      });
      return { status: "succeeded", output: { underwritingStatusId: id } };
    }
    case "assignUnderwriter": {
      const own = await ownPackage(env);
      if (!own.pkg) return failed(own.error);
      const userId = action.config.userId;
      await tx
        .update(riskPackages)
        .set({ assignedUnderwriterUserId: userId, updatedAt: now() })
        .where(eq(riskPackages.id, own.pkg.id));
      await audit(tx, {
        action: "riskPackage.assigned",
        companyId: run.companyId,
        subjectType: "risk_package",
        subjectId: own.pkg.id,
        data: { userId, companyEventRunId: run.id },
      });
      return { status: "succeeded", output: { underwriterUserId: userId } };
    }
    case "addNote": {
      const own = await ownPackage(env);
      if (!own.pkg) return failed(own.error);
      const note = await insertRiskNote(tx, {
        riskPackageId: own.pkg.id,
        authorUserId: run.raisedByUserId,
        body: action.config.text,
        createdAt: now(),
      });
      await audit(tx, {
        action: "riskPackage.noteAdded",
        companyId: run.companyId,
        subjectType: "risk_package",
        subjectId: own.pkg.id,
        data: { noteId: note.id, companyEventRunId: run.id },
      });
      return { status: "succeeded", output: { noteId: note.id } };
    }
    case "notifyUsers": {
      await notifyAll(tx, afterCommit, deps.outbox, action.config.userIds, {
        companyId: run.companyId,
        type: "company_event",
        message: action.config.message,
        frontendUrl: run.riskPackageId === null ? null : `/risks/${run.riskPackageId}`,
      });
      return { status: "succeeded", output: { notified: action.config.userIds.length } };
    }
    case "wait":
      return {
        status: "wait",
        output: { seconds: action.config.seconds },
        afterSeconds: action.config.seconds,
      };
    case "sendEmail": {
      const own = await ownPackage(env);
      if (!own.pkg) return failed(own.error);
      const transactionId = await transactionOf(tx, run);
      // The step's id is the email's occasion: a retry of the step queues no second email.
      await queueRiskEmails(
        deps,
        tx,
        afterCommit,
        own.pkg.id,
        [transactionId],
        "manual",
        env.step.id,
        action.config.emailTemplateId,
      );
      return {
        status: "succeeded",
        output: { emailTemplateId: action.config.emailTemplateId, transactionId },
      };
    }
    case "generateDocument":
      return failed(stepMessages.noDocuments);
    case "callWebhook":
      throw new Error("A webhook is delivered outside the transaction");
  }
}

/** The transaction the event carried, else the package's latest. */
async function transactionOf(tx: DbOrTx, run: CompanyEventRunRow): Promise<number> {
  const carried = (run.payload.data as { transaction?: { transactionId?: number } } | undefined)
    ?.transaction?.transactionId;
  if (carried) return carried;
  const [latest] = await tx
    .select({ id: riskTransactions.id })
    .from(riskTransactions)
    .where(eq(riskTransactions.riskPackageId, run.riskPackageId ?? 0))
    .orderBy(desc(riskTransactions.id))
    .limit(1);
  return latest?.id ?? 0;
}

export type WebhookAction = Extract<StoredEventAction, { action: "callWebhook" }>;

/** Delivers the run's payload; `attempt` counts this one (1 the first). */
export async function deliverStepWebhook(
  deps: AppDeps,
  run: CompanyEventRunRow,
  step: CompanyEventRunStepRow,
  action: WebhookAction,
  attempt: number,
): Promise<StepOutcome & { gone?: boolean }> {
  const secrets = webhookSecretsOf(action, now(), deps.config.appKey);
  const result = await deliverWebhook(
    {
      url: action.config.url,
      secrets,
      id: step.idempotencyKey,
      timestamp: now(),
      body: JSON.stringify(run.payload),
    },
    { allowedHosts: [...allowedHosts(deps.config.webhookAllowedHosts)] },
  );
  switch (result.outcome) {
    case "delivered":
      return {
        status: "succeeded",
        output: { status: result.status, durationMs: result.durationMs },
      };
    case "refused":
      return failed(result.error);
    case "gone":
      return { ...failed("The receiver answered 410 Gone: the event was disabled"), gone: true };
    case "retry": {
      const after = webhookRetryDelaySeconds(attempt + 1, result.retryAfterSeconds);
      return after === null
        ? failed(result.error)
        : { status: "retry", error: result.error, afterSeconds: after };
    }
  }
}

/** A receiver that answered 410 wants no more: its company event is disabled, and why recorded. */
export async function disableGoneEvent(tx: DbOrTx, run: CompanyEventRunRow, url: string) {
  if (run.companyEventId === null) return;
  await tx
    .update(companyEvents)
    .set({ enabled: false, updatedAt: now() })
    .where(
      and(eq(companyEvents.id, run.companyEventId), eq(companyEvents.companyId, run.companyId)),
    );
  await audit(tx, {
    action: "company_event.disabled",
    companyId: run.companyId,
    subjectType: "company_event",
    subjectId: run.companyEventId,
    data: { reason: `The webhook ${url} answered 410 Gone`, companyEventRunId: run.id },
  });
}
