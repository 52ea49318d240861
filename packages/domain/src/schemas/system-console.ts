/**
 * The system company's console (SPEC §6: the system company has all permissions): the audit
 * log and the outbox, searched and paged on the server.
 */
import { z } from "zod";
import { messages } from "../messages.ts";
import { ZPage, ZPageQuery } from "./paging.ts";
import { zIdText } from "./primitives.ts";
import { ZIsoDate } from "./product.ts";

/**
 * The days a search covers are whole days in the market's time zone (docs/decisions.md):
 * `dateTo` takes `dateFrom` as its minimum (SPEC §5).
 */
const dateRange = { dateFrom: ZIsoDate.optional(), dateTo: ZIsoDate.optional() };

function endAfterStart(query: { dateFrom?: string; dateTo?: string }, ctx: z.RefinementCtx): void {
  if (query.dateFrom && query.dateTo && query.dateTo < query.dateFrom) {
    ctx.addIssue({ code: "custom", path: ["dateTo"], message: messages.min(query.dateFrom) });
  }
}

const optionalId = zIdText.optional();
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .optional()
    .transform((value) => value || undefined);

export const ZAuditLogQuery = ZPageQuery.extend({
  companyId: optionalId,
  /** The user who made the change: by id, or by their email address. */
  userId: optionalId,
  userEmail: optionalText(255),
  /** The entity changed: its type (`risk_package`, `claim`, …) and id. */
  subjectType: optionalText(100),
  subjectId: optionalText(100),
  action: optionalText(100),
  ...dateRange,
}).superRefine(endAfterStart);
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;

export const ZAuditLogEntry = z.object({
  id: z.number().int(),
  at: z.number(),
  action: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

export const ZAuditLogPage = ZPage(ZAuditLogEntry);
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;

export const outboxChannels = ["email", "sms"] as const;

export const ZOutboxQuery = ZPageQuery.extend({
  /** Part of the recipient's address or number. */
  recipient: optionalText(255),
  channel: z.enum(outboxChannels).optional(),
  /** The kind of message: words of its subject (SMS have none, so they never match). */
  subject: optionalText(255),
  ...dateRange,
}).superRefine(endAfterStart);
export type TOutboxQuery = z.input<typeof ZOutboxQuery>;

export const ZOutboxAttachment = z.object({
  /** Its place among the message's files: the address it opens at. */
  position: z.number().int(),
  name: z.string(),
  contentType: z.string().nullable(),
  /** Only attachments stored with the message can be opened (older rows kept the name only). */
  stored: z.boolean(),
});

export const ZOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(outboxChannels),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** Email only: copied addresses and the files sent with it. */
  cc: z.array(z.string()),
  attachments: z.array(ZOutboxAttachment),
  createdAt: z.number(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxPage = ZPage(ZOutboxMessage);
export type TOutboxPage = z.infer<typeof ZOutboxPage>;

/** A company whose registration waits for the system company (COMPANY_APPROVAL=true). */
export const ZPendingCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  handle: z.string(),
  refCompanyTypeId: z.number().int(),
  registeredAt: z.number(),
  registrant: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type TPendingCompany = z.infer<typeof ZPendingCompany>;

export const ZPendingCompanyPage = ZPage(ZPendingCompany);
export type TPendingCompanyPage = z.infer<typeof ZPendingCompanyPage>;

export const ZDeclineCompany = z.strictObject({
  reason: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(1000, messages.maxLength(1000)),
});
export type TDeclineCompany = z.infer<typeof ZDeclineCompany>;

/**
 * A job queue's figures: jobs waiting (new or due for a retry), running, failed after their last
 * retry and completed (kept until pg-boss archives them), and how fast it drains now.
 */
export const ZJobQueue = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
  /** Jobs completed per minute over the last ten minutes. */
  drainPerMinute: z.number(),
});
export type TJobQueue = z.infer<typeof ZJobQueue>;

export const ZJobQueuePage = ZPage(ZJobQueue);
export type TJobQueuePage = z.infer<typeof ZJobQueuePage>;

export const ZFailedJobQuery = ZPageQuery.extend({ queue: optionalText(100) });
export type TFailedJobQuery = z.input<typeof ZFailedJobQuery>;

export const ZFailedJob = z.object({
  id: z.uuid(),
  queue: z.string(),
  /** The message of the error its last attempt ended with. */
  error: z.string(),
  attempts: z.number().int(),
  createdAt: z.number(),
  failedAt: z.number().nullable(),
  /** What the job was given, as JSON, cut at 500 characters. */
  data: z.string(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

export const ZFailedJobPage = ZPage(ZFailedJob);
export type TFailedJobPage = z.infer<typeof ZFailedJobPage>;

export const ZJobParams = z.object({ queue: z.string().min(1).max(100), jobId: z.uuid() });
