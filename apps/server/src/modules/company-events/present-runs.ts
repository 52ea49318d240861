import type { TCompanyEventRunView, TEventRunStepView } from "@platform/domain";
import { toSeconds } from "../users/index.ts";
import type { CompanyEventRunRow, CompanyEventRunStepRow, StoredEventAction } from "./tables.ts";

/** What a step was given, as shown: an action's configuration without a webhook's secret. */
export function presentStepInput(action: StoredEventAction): Record<string, unknown> {
  const { sealedSecret: _secret, ...rest } = action;
  return { ...rest.config };
}

const seconds = (date: Date | null) => (date === null ? null : toSeconds(date));

export function presentStep(step: CompanyEventRunStepRow): TEventRunStepView {
  return {
    position: step.position,
    name: step.name,
    action: step.action,
    input: step.input,
    output: step.output,
    status: step.status,
    error: step.error,
    attempts: step.attempts,
    idempotencyKey: step.idempotencyKey,
    startedAt: seconds(step.startedAt),
    finishedAt: seconds(step.finishedAt),
  };
}

export function presentRun(
  run: CompanyEventRunRow,
  steps?: CompanyEventRunStepRow[],
): TCompanyEventRunView {
  return {
    id: run.id,
    companyEventId: run.companyEventId,
    eventName: run.eventName,
    eventType: run.eventType,
    riskPackageId: run.riskPackageId,
    synchronous: run.synchronous,
    status: run.status,
    error: run.error,
    payload: run.payload,
    createdAt: toSeconds(run.createdAt),
    startedAt: seconds(run.startedAt),
    finishedAt: seconds(run.finishedAt),
    ...(steps ? { steps: steps.map(presentStep) } : {}),
  };
}
