import type { FastifyRequest } from "fastify";
import type { Actor, RequestOrigin } from "../actor/index.ts";
import type { DbOrTx } from "../db/index.ts";
import type { AuditAction } from "./actions.ts";
import { auditLog } from "./tables.ts";

export { type AuditAction, auditActions } from "./actions.ts";

export interface AuditEntry {
  action: AuditAction;
  userId?: number | null;
  companyId?: number | null;
  subjectType?: string;
  subjectId?: string | number;
  data?: Record<string, unknown>;
}

/**
 * Where the change came from. Use cases pass their `Actor` or `RequestOrigin`; a
 * `FastifyRequest` is still accepted for the modules whose services have not moved to the actor.
 */
export type AuditOrigin = RequestOrigin | Actor | FastifyRequest;

function originOf(origin: AuditOrigin | undefined) {
  if (!origin) return {};
  if ("headers" in origin) {
    return { ipAddress: origin.ip, userAgent: origin.headers["user-agent"]?.slice(0, 500) };
  }
  return { ipAddress: origin.ip, userAgent: origin.userAgent, createdAt: origin.now() };
}

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function audit(db: DbOrTx, entry: AuditEntry, origin?: AuditOrigin) {
  await db.insert(auditLog).values({
    action: entry.action,
    userId: entry.userId ?? null,
    companyId: entry.companyId ?? null,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === undefined ? undefined : String(entry.subjectId),
    data: entry.data ?? {},
    ...originOf(origin),
  });
}

/**
 * The audit row of a change the actor made: the user is the actor's, the company the one the
 * change was made in (the acting company unless the entry names another).
 */
export function auditBy(
  db: DbOrTx,
  actor: Actor,
  entry: Omit<AuditEntry, "userId" | "companyId"> & { companyId?: number | null },
) {
  return audit(
    db,
    { ...entry, userId: actor.user.id, companyId: entry.companyId ?? actor.actingCompanyId },
    actor,
  );
}
