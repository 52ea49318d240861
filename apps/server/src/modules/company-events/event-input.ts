/**
 * A company event's input checked before it is stored: the chain's types (SPEC §8 beside the
 * step), the settings that go together, every id in a filter or an action's configuration owned by
 * (or connected to) the acting company, and each webhook's address and secret.
 */
import {
  type CompanyEventType,
  checkEventChain,
  companyEventTypes,
  type TCompanyEventInput,
} from "@platform/domain";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { seal } from "../../platform/crypto/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { allowedHosts, webhookTargetRefusal } from "../../platform/webhooks/addresses.ts";
import { generateWebhookSecret, isWebhookSecret } from "../../platform/webhooks/sign.ts";
import { connectedBrokers } from "../brokerages/index.ts";
import { memberUserIds } from "../companies/index.ts";
import { ownTemplateIds } from "../document-templates/index.ts";
import { ownEmailTemplateIds } from "../email-templates/index.ts";
import { ownProductClassIds, ownProductIds } from "../products/index.ts";
import { ownStatusIds } from "../underwriting-statuses/index.ts";
import type { StoredEventAction } from "./tables.ts";

export const WEBHOOK_SECRET_PURPOSE = "webhook-secret";

export const eventInputMessages = {
  notYours: "Choose one of your company's items",
  synchronousDelay: "A synchronous event runs at once, inside the change: set no delay",
  noDaysBefore:
    "Only an event raised ahead of a date (quote expiring, renewal due) takes days before",
  daysBeforeMax: (max: number) => `The value must be less than or equal to ${max}`,
  invalidSecret: "A webhook secret starts with whsec_ followed by 24 to 64 bytes in base64",
} as const;
const m = eventInputMessages;

type Errors = Record<string, string>;

type Action = StoredEventAction;
type ActionOf<K extends Action["action"]> = Extract<Action, { action: K }>;

/** Each step of kind `action` with its place in the chain. */
function stepsOf<K extends Action["action"]>(input: TCompanyEventInput, action: K) {
  return input.actions.flatMap((a, i) => (a.action === action ? [{ a: a as ActionOf<K>, i }] : []));
}

/**
 * Every id the input names must be the company's (a connected brokerage for a broker filter, a
 * member for a user): one statement per kind of id, whatever the chain's length.
 */
async function ownershipErrors(ctx: Ctx, input: TCompanyEventInput): Promise<Errors> {
  const errors: Errors = {};
  const { db } = ctx;
  const companyId = actingCompany(ctx.actor);
  const { filters } = input;
  const outside = (ids: readonly number[], own: Set<number>) => ids.some((id) => !own.has(id));
  if (outside(filters.productIds, await ownProductIds(db, companyId, filters.productIds)))
    errors["filters.productIds"] = m.notYours;
  if (outside(filters.classIds, await ownProductClassIds(db, companyId, filters.classIds)))
    errors["filters.classIds"] = m.notYours;
  if (filters.brokerCompanyIds.length > 0) {
    const brokers = new Set((await connectedBrokers(db, companyId)).map((b) => b.id));
    if (outside(filters.brokerCompanyIds, brokers)) errors["filters.brokerCompanyIds"] = m.notYours;
  }

  const checkSteps = async <K extends Action["action"]>(
    action: K,
    field: string,
    idsOf: (a: ActionOf<K>) => number[],
    own: (ids: number[]) => Promise<Set<number>>,
  ) => {
    const steps = stepsOf(input, action);
    if (steps.length === 0) return;
    const owned = await own([...new Set(steps.flatMap(({ a }) => idsOf(a)))]);
    for (const { a, i } of steps) {
      if (outside(idsOf(a), owned)) errors[`actions.${i}.config.${field}`] = m.notYours;
    }
  };
  const members = async () => new Set(await memberUserIds(db, companyId));
  await checkSteps(
    "sendEmail",
    "emailTemplateId",
    (a) => [a.config.emailTemplateId],
    (ids) => ownEmailTemplateIds(db, companyId, ids),
  );
  await checkSteps(
    "generateDocument",
    "documentTemplateId",
    (a) => [a.config.documentTemplateId],
    (ids) => ownTemplateIds(db, companyId, ids),
  );
  await checkSteps(
    "setUnderwritingStatus",
    "underwritingStatusId",
    (a) => [a.config.underwritingStatusId],
    (ids) => ownStatusIds(db, companyId, ids),
  );
  await checkSteps("assignUnderwriter", "userId", (a) => [a.config.userId], members);
  await checkSteps("notifyUsers", "userIds", (a) => a.config.userIds, members);
  return errors;
}

/**
 * The saved webhook each webhook of the input keeps the secret of, by place: the one with the same
 * address (at the same place first, so moving steps moves their secrets with them), else the one
 * at the same place whose address was changed.
 */
function savedWebhooks(input: TCompanyEventInput, previous: readonly StoredEventAction[]) {
  const urlOf = (action: StoredEventAction | undefined) =>
    action?.action === "callWebhook" ? action.config.url : undefined;
  const kept: (StoredEventAction | undefined)[] = [];
  const taken = new Set<number>();
  const take = (i: number, j: number) => {
    kept[i] = previous[j];
    taken.add(j);
  };
  const webhooks = stepsOf(input, "callWebhook");
  for (const { a, i } of webhooks) if (urlOf(previous[i]) === a.config.url) take(i, i);
  for (const { a, i } of webhooks) {
    if (kept[i]) continue;
    const j = previous.findIndex((p, k) => !taken.has(k) && urlOf(p) === a.config.url);
    if (j >= 0) take(i, j);
  }
  for (const { i } of webhooks) {
    if (!kept[i] && !taken.has(i) && urlOf(previous[i]) !== undefined) take(i, i);
  }
  return kept;
}

/** A rotation's previous secret, kept while it still signs (a secret typed in replaces both). */
function rotationKept(before: StoredEventAction | undefined, now: Date) {
  const { previousSealedSecret, previousSecretExpiresAt } = before ?? {};
  if (!previousSealedSecret || !previousSecretExpiresAt) return {};
  if (new Date(previousSecretExpiresAt) <= now) return {};
  return { previousSealedSecret, previousSecretExpiresAt };
}

/**
 * The actions to store, with each webhook's secret sealed (a new webhook without one gets a
 * generated secret, returned to be shown once; a saved one without one keeps its secrets, found
 * by `savedWebhooks`), or 422 with every error by field.
 */
export async function checkEventInput(
  ctx: Ctx,
  { input, previous = [] }: { input: TCompanyEventInput; previous?: readonly StoredEventAction[] },
): Promise<{
  input: TCompanyEventInput;
  actions: StoredEventAction[];
  generatedSecrets: Record<string, string>;
}> {
  const errors: Errors = checkEventChain(
    input.event as CompanyEventType,
    input.actions.map((a) => ({
      action: a.action,
      attachPreviousDocument: a.action === "sendEmail" && a.config.attachPreviousDocument,
    })),
    { synchronous: input.synchronous },
  );
  if (input.synchronous && input.delaySeconds > 0) errors.delaySeconds = m.synchronousDelay;
  const ahead = (
    companyEventTypes as Record<string, { daysBefore?: { default: number; max: number } }>
  )[input.event]?.daysBefore;
  let daysBefore = input.daysBefore;
  if (!ahead && daysBefore !== null) errors.daysBefore = m.noDaysBefore;
  if (ahead) {
    daysBefore ??= ahead.default;
    if (daysBefore > ahead.max) errors.daysBefore = m.daysBeforeMax(ahead.max);
  }
  Object.assign(errors, await ownershipErrors(ctx, input));

  const hosts = allowedHosts(ctx.config.webhookAllowedHosts);
  const generatedSecrets: Record<string, string> = {};
  const saved = savedWebhooks(input, previous);
  const actions: StoredEventAction[] = [];
  for (const [i, action] of input.actions.entries()) {
    if (action.action !== "callWebhook") {
      actions.push(action);
      continue;
    }
    const refusal = await webhookTargetRefusal(action.config.url, hosts);
    if (refusal) errors[`actions.${i}.config.url`] = refusal;
    const { secret, ...config } = action.config;
    if (secret !== undefined && !isWebhookSecret(secret))
      errors[`actions.${i}.config.secret`] = m.invalidSecret;
    const before = saved[i];
    let sealedSecret = before?.sealedSecret;
    let rotated = rotationKept(before, ctx.actor.now());
    if (secret !== undefined || !sealedSecret) {
      const plain = secret ?? generateWebhookSecret();
      if (secret === undefined) generatedSecrets[String(i)] = plain;
      sealedSecret = seal(ctx.config.appKey, WEBHOOK_SECRET_PURPOSE, plain);
      rotated = {};
    }
    actions.push({ ...action, config, sealedSecret, ...rotated });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { input: { ...input, daysBefore }, actions, generatedSecrets };
}
