import {
  type CompanyEventType,
  companyEventTypeNames,
  companyEventTypes,
  eventPayloadSchema,
  pageWindow,
  type TPageQuery,
} from "@platform/domain";
import { and, asc, count, eq, ilike } from "drizzle-orm";
import { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { authorizeCompanyEvents } from "./access.ts";
import { presentEvent } from "./present.ts";
import { eventNotFound } from "./save-event.ts";
import { companyEvents } from "./tables.ts";

/** A page of the company's events (search by name), one statement. */
export async function listEvents(ctx: Ctx, input: { query: TPageQuery & { search?: string } }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizeCompanyEvents(actor);
  const where = and(
    eq(companyEvents.companyId, companyId),
    query.search ? ilike(companyEvents.name, likePattern(query.search)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: companyEvents, total: totalRows() })
    .from(companyEvents)
    .where(where)
    .orderBy(asc(companyEvents.name), asc(companyEvents.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ row }) => presentEvent(row),
    async () => (await db.select({ n: count() }).from(companyEvents).where(where))[0]!.n,
  );
}

export async function getEvent(ctx: Ctx, input: { eventId: number }) {
  const { db, actor } = ctx;
  const companyId = authorizeCompanyEvents(actor);
  const [row] = await db
    .select()
    .from(companyEvents)
    .where(and(eq(companyEvents.id, input.eventId), eq(companyEvents.companyId, companyId)));
  if (!row) throw eventNotFound();
  return presentEvent(row);
}

/** The catalogue (what an event may be raised on) with each payload's JSON Schema. */
export function listEventTypes(ctx: Ctx) {
  authorizeCompanyEvents(ctx.actor);
  return companyEventTypeNames.map((event: CompanyEventType) => {
    const type = companyEventTypes[event] as (typeof companyEventTypes)[CompanyEventType] & {
      daysBefore?: { default: number; max: number };
    };
    return {
      event,
      title: type.title,
      description: type.description,
      facets: [...type.facets],
      daysBefore: type.daysBefore ?? null,
      payloadSchema: z.toJSONSchema(eventPayloadSchema(event)) as Record<string, unknown>,
    };
  });
}
