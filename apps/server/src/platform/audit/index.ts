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

/** Where a change came from: the HTTP request, or an Actor (which carries its address). */
export type AuditOrigin = FastifyRequest | { ip?: string; userAgent?: string };

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function audit(db: DbOrTx, entry: AuditEntry, origin?: AuditOrigin) {
  const userAgent =
    origin && "headers" in origin ? origin.headers["user-agent"] : origin?.userAgent;
  await db.insert(auditLog).values({
    action: entry.action,
    userId: entry.userId ?? null,
    companyId: entry.companyId ?? null,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === undefined ? undefined : String(entry.subjectId),
    data: entry.data ?? {},
    ipAddress: origin?.ip,
    userAgent: userAgent?.slice(0, 500),
  });
}
