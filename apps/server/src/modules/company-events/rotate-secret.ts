import type { TWebhookSecretRotation } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { seal } from "../../platform/crypto/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { generateWebhookSecret } from "../../platform/webhooks/sign.ts";
import { toSeconds } from "../users/index.ts";
import { authorizeCompanyEvents } from "./access.ts";
import { WEBHOOK_SECRET_PURPOSE } from "./event-input.ts";
import { presentEvent } from "./present.ts";
import { eventNotFound } from "./save-event.ts";
import { companyEvents, type StoredEventAction } from "./tables.ts";
import { WEBHOOK_SECRET_OVERLAP_MS } from "./webhook-secrets.ts";

export const rotateSecretMessages = {
  actionNotFound: "Action not found",
  notWebhook: "Only a webhook has a secret to rotate",
} as const;

/**
 * Gives a webhook step a new secret, shown this once; the one it replaces keeps signing beside it
 * for a day (a second rotation inside that day drops the oldest: two secrets sign at most).
 */
export async function rotateWebhookSecret(
  ctx: Ctx,
  input: { eventId: number; index: number },
): Promise<TWebhookSecretRotation> {
  const { db, actor, config } = ctx;
  const companyId = authorizeCompanyEvents(actor);
  return db.transaction(async (tx) => {
    const mine = and(eq(companyEvents.id, input.eventId), eq(companyEvents.companyId, companyId));
    const [before] = await tx.select().from(companyEvents).where(mine).for("update");
    if (!before) throw eventNotFound();
    const step = before.actions[input.index];
    if (!step) throw notFound(rotateSecretMessages.actionNotFound);
    if (step.action !== "callWebhook") throw invalid({ index: rotateSecretMessages.notWebhook });

    const now = actor.now();
    const secret = generateWebhookSecret();
    const expiresAt = new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS);
    const { previousSealedSecret: _, previousSecretExpiresAt: __, ...rest } = step;
    const rotated: StoredEventAction = {
      ...rest,
      sealedSecret: seal(config.appKey, WEBHOOK_SECRET_PURPOSE, secret),
      ...(step.sealedSecret
        ? {
            previousSealedSecret: step.sealedSecret,
            previousSecretExpiresAt: expiresAt.toISOString(),
          }
        : {}),
    };
    const actions = before.actions.map((action, i) => (i === input.index ? rotated : action));
    const [row] = await tx
      .update(companyEvents)
      .set({ actions, updatedAt: now })
      .where(mine)
      .returning();
    await auditBy(tx, actor, {
      action: "company_event.webhook_secret_rotated",
      companyId,
      subjectType: "company_event",
      subjectId: input.eventId,
      data: { name: before.name, index: input.index, action: step.name },
    });
    return {
      index: input.index,
      secret,
      previousSecretExpiresAt: step.sealedSecret ? toSeconds(expiresAt) : null,
      event: presentEvent(row!),
    };
  });
}
