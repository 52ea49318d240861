import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../db/index.ts";
import { auditLog } from "./tables.ts";

export interface AuditEntry {
  action: string;
  userId?: number | null;
  companyId?: number | null;
  subjectType?: string;
  subjectId?: string | number;
  data?: Record<string, unknown>;
}

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function audit(db: DbOrTx, entry: AuditEntry, request?: FastifyRequest) {
  await db.insert(auditLog).values({
    action: entry.action,
    userId: entry.userId ?? null,
    companyId: entry.companyId ?? null,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === undefined ? undefined : String(entry.subjectId),
    data: entry.data ?? {},
    ipAddress: request?.ip,
    userAgent: request?.headers["user-agent"]?.slice(0, 500),
  });
}

/**
 * The audit row of a change the actor made: the user is the actor's, the company the one the
 * change was made in (the acting company unless the entry names another).
 */
export function auditBy(
  db: DbOrTx,
  actor: import("../actor/index.ts").Actor,
  entry: Omit<AuditEntry, "userId" | "companyId"> & { companyId?: number | null },
) {
  return db.insert(auditLog).values({
    action: entry.action,
    userId: actor.user.id,
    companyId: entry.companyId ?? actor.companyId,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === undefined ? undefined : String(entry.subjectId),
    data: entry.data ?? {},
    ipAddress: actor.ip,
    userAgent: actor.userAgent,
    createdAt: actor.now(),
  });
}
