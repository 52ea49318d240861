import type { TCompanyEventInput } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { authorizeCompanyEvents } from "./access.ts";
import { checkEventInput } from "./event-input.ts";
import { presentEvent } from "./present.ts";
import { companyEvents } from "./tables.ts";

export const eventNotFound = () => notFound("Event not found");

/** Creates a company event; the answer shows the webhook secrets it generated, this once. */
export async function createEvent(ctx: Ctx, input: TCompanyEventInput) {
  const { db, actor } = ctx;
  const companyId = authorizeCompanyEvents(actor);
  return db.transaction(async (tx) => {
    const checked = await checkEventInput({ ...ctx, db: tx }, { input });
    const [row] = await tx
      .insert(companyEvents)
      .values({ companyId, ...checked.input, actions: checked.actions })
      .returning();
    await auditBy(tx, actor, {
      action: "company_event.created",
      companyId,
      subjectType: "company_event",
      subjectId: row!.id,
      data: { name: input.name, event: input.event },
    });
    return presentEvent(row!, checked.generatedSecrets);
  });
}

/** Replaces an event's settings and chain (a webhook given no secret keeps its own). */
export async function updateEvent(ctx: Ctx, input: TCompanyEventInput & { eventId: number }) {
  const { db, actor } = ctx;
  const companyId = authorizeCompanyEvents(actor);
  const { eventId, ...body } = input;
  return db.transaction(async (tx) => {
    const mine = and(eq(companyEvents.id, eventId), eq(companyEvents.companyId, companyId));
    const [before] = await tx.select().from(companyEvents).where(mine).for("update");
    if (!before) throw eventNotFound();
    const checked = await checkEventInput(
      { ...ctx, db: tx },
      { input: body, previous: before.actions },
    );
    const [row] = await tx
      .update(companyEvents)
      .set({ ...checked.input, actions: checked.actions, updatedAt: actor.now() })
      .where(mine)
      .returning();
    await auditBy(tx, actor, {
      action: "company_event.updated",
      companyId,
      subjectType: "company_event",
      subjectId: eventId,
      data: { name: body.name, event: body.event, enabled: body.enabled },
    });
    return presentEvent(row!, checked.generatedSecrets);
  });
}

export async function deleteEvent(ctx: Ctx, input: { eventId: number }) {
  const { db, actor } = ctx;
  const companyId = authorizeCompanyEvents(actor);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(companyEvents)
      .where(and(eq(companyEvents.id, input.eventId), eq(companyEvents.companyId, companyId)))
      .returning({ name: companyEvents.name });
    if (deleted.length === 0) throw eventNotFound();
    await auditBy(tx, actor, {
      action: "company_event.deleted",
      companyId,
      subjectType: "company_event",
      subjectId: input.eventId,
      data: { name: deleted[0]!.name },
    });
  });
}
