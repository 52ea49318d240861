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
import { and, eq, inArray } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { seal } from "../../platform/crypto/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { allowedHosts, webhookTargetRefusal } from "../../platform/webhooks/addresses.ts";
import { generateWebhookSecret, isWebhookSecret } from "../../platform/webhooks/sign.ts";
import { brokerages, userCompanyRoles } from "../companies/tables.ts";
import { documentTemplates } from "../document-templates/tables.ts";
import { emailTemplates } from "../email-templates/tables.ts";
import { productClasses, products } from "../products/tables.ts";
import { underwritingStatuses } from "../underwriting-statuses/tables.ts";
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

/** Which of `ids` the query finds (one statement); the rest are not the company's. */
async function missing(ids: readonly number[], found: () => Promise<{ id: number }[]>) {
  if (ids.length === 0) return [];
  const present = new Set((await found()).map((row) => row.id));
  return ids.filter((id) => !present.has(id));
}

/** The ids the input names, by what they are. */
function namedIds(input: TCompanyEventInput) {
  const of = <K extends StoredEventAction["action"]>(action: K) =>
    input.actions.flatMap((a, i) =>
      a.action === action ? [{ a: a as Extract<StoredEventAction, { action: K }>, i }] : [],
    );
  return { of };
}

async function checkOwnership(
  db: DbOrTx,
  companyId: number,
  input: TCompanyEventInput,
  errors: Errors,
) {
  const { filters } = input;
  const { of } = namedIds(input);
  const notYours = (field: string) => {
    errors[field] = m.notYours;
  };
  if (
    (
      await missing(filters.productIds, () =>
        db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.companyId, companyId), inArray(products.id, filters.productIds))),
      )
    ).length
  )
    notYours("filters.productIds");
  if (
    (
      await missing(filters.classIds, () =>
        db
          .select({ id: productClasses.id })
          .from(productClasses)
          .where(
            and(
              eq(productClasses.companyId, companyId),
              inArray(productClasses.id, filters.classIds),
            ),
          ),
      )
    ).length
  )
    notYours("filters.classIds");
  if (
    (
      await missing(filters.brokerCompanyIds, () =>
        db
          .select({ id: brokerages.brokerCompanyId })
          .from(brokerages)
          .where(
            and(
              eq(brokerages.underwriterCompanyId, companyId),
              inArray(brokerages.brokerCompanyId, filters.brokerCompanyIds),
            ),
          ),
      )
    ).length
  )
    notYours("filters.brokerCompanyIds");

  const byAction = async <K extends StoredEventAction["action"]>(
    action: K,
    idOf: (a: Extract<StoredEventAction, { action: K }>) => number[],
    field: string,
    lookup: (ids: number[]) => Promise<{ id: number }[]>,
  ) => {
    const steps = of(action);
    const ids = [...new Set(steps.flatMap(({ a }) => idOf(a)))];
    const absent = new Set(await missing(ids, () => lookup(ids)));
    for (const { a, i } of steps)
      if (idOf(a).some((id) => absent.has(id))) errors[`actions.${i}.config.${field}`] = m.notYours;
  };
  await byAction(
    "sendEmail",
    (a) => [a.config.emailTemplateId],
    "emailTemplateId",
    (ids) =>
      db
        .select({ id: emailTemplates.id })
        .from(emailTemplates)
        .where(and(eq(emailTemplates.companyId, companyId), inArray(emailTemplates.id, ids))),
  );
  await byAction(
    "generateDocument",
    (a) => [a.config.documentTemplateId],
    "documentTemplateId",
    (ids) =>
      db
        .select({ id: documentTemplates.id })
        .from(documentTemplates)
        .where(and(eq(documentTemplates.companyId, companyId), inArray(documentTemplates.id, ids))),
  );
  await byAction(
    "setUnderwritingStatus",
    (a) => [a.config.underwritingStatusId],
    "underwritingStatusId",
    (ids) =>
      db
        .select({ id: underwritingStatuses.id })
        .from(underwritingStatuses)
        .where(
          and(eq(underwritingStatuses.companyId, companyId), inArray(underwritingStatuses.id, ids)),
        ),
  );
  const members = (ids: number[]) =>
    db
      .select({ id: userCompanyRoles.userId })
      .from(userCompanyRoles)
      .where(and(eq(userCompanyRoles.companyId, companyId), inArray(userCompanyRoles.userId, ids)));
  await byAction("assignUnderwriter", (a) => [a.config.userId], "userId", members);
  await byAction("notifyUsers", (a) => a.config.userIds, "userIds", members);
}

/**
 * The actions to store, with each webhook's secret sealed (a new webhook without one gets a
 * generated secret, returned to be shown once; a changed one without one keeps the secret of the
 * webhook at the same place in the chain before), or 422 with every error by field.
 */
export async function checkEventInput(
  ctx: Ctx,
  db: DbOrTx,
  companyId: number,
  input: TCompanyEventInput,
  previous: readonly StoredEventAction[] = [],
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
  await checkOwnership(db, companyId, input, errors);

  const hosts = allowedHosts(ctx.config.webhookAllowedHosts);
  const generatedSecrets: Record<string, string> = {};
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
    const before = previous[i];
    let sealedSecret = before?.action === "callWebhook" ? before.sealedSecret : undefined;
    if (secret !== undefined || !sealedSecret) {
      const plain = secret ?? generateWebhookSecret();
      if (secret === undefined) generatedSecrets[String(i)] = plain;
      sealedSecret = seal(ctx.config.appKey, WEBHOOK_SECRET_PURPOSE, plain);
    }
    actions.push({ ...action, config, sealedSecret });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { input: { ...input, daysBefore }, actions, generatedSecrets };
}
