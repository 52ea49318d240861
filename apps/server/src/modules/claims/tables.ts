import type { TClaimParty } from "@platform/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { files, folders } from "../files/tables.ts";
import { riskPackages } from "../risks/tables.ts";
import { users } from "../users/tables.ts";

/**
 * A claim on a bound policy, or an incident (a circumstance notified before a claim, by a legal
 * firm or an underwriter; `kind`). `companyId` is the underwriter company of the policy and
 * `brokerCompanyId` its broker (copied from the package so each side's list walks an index);
 * both are null for an incident naming no policy yet. `legalCompanyId` is the appointed legal
 * firm, which sees only what it is appointed to. The policy's number, reference, insured and
 * binding agreement are copied at notification: the claim reads as it was notified, and lists
 * and bordereaux read one table.
 */
export const claims = pgTable(
  "claims",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull().default("claim"),
    reference: text("reference").notNull(),
    status: text("status").notNull(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    brokerCompanyId: integer("broker_company_id").references(() => companies.id, {
      onDelete: "cascade",
    }),
    riskPackageId: integer("risk_package_id").references(() => riskPackages.id, {
      onDelete: "cascade",
    }),
    /** The policy as it stood when the claim was notified (for lists, search and reports). */
    policyNumber: text("policy_number"),
    policyReference: text("policy_reference"),
    insuredName: text("insured_name"),
    /** The binding agreement the policy's main product is written under (the bordereau's key). */
    bindingAgreementId: integer("binding_agreement_id"),
    legalCompanyId: integer("legal_company_id").references(() => companies.id, {
      onDelete: "set null",
    }),
    /** The incident this claim was converted from. */
    incidentId: integer("incident_id"),
    dateOfLoss: date("date_of_loss", { mode: "string" }).notNull(),
    dateFirstAdvised: date("date_first_advised", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    claimant: text("claimant"),
    cause: text("cause"),
    parties: jsonb("parties").$type<TClaimParty[]>().notNull().default([]),
    estimate: numeric("estimate", { precision: 14, scale: 2 }),
    /** The appointed legal firm's latest advice (each one is also on the timeline). */
    advice: text("advice"),
    /** The folder holding the claim's documents (files module), made on the first upload. */
    folderId: integer("folder_id").references(() => folders.id, { onDelete: "set null" }),
    notifiedByCompanyId: integer("notified_by_company_id").references(() => companies.id, {
      onDelete: "set null",
    }),
    notifiedByUserId: integer("notified_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("claims_reference_unique").on(table.reference),
    index("claims_company_updated_idx").on(table.companyId, table.updatedAt, table.id),
    index("claims_broker_updated_idx").on(table.brokerCompanyId, table.updatedAt, table.id),
    index("claims_legal_updated_idx").on(table.legalCompanyId, table.updatedAt, table.id),
    index("claims_package_idx").on(table.riskPackageId),
    index("claims_agreement_idx").on(table.bindingAgreementId, table.dateFirstAdvised),
    uniqueIndex("claims_incident_unique")
      .on(table.incidentId)
      .where(sql`${table.incidentId} is not null`),
  ],
);
export type ClaimRow = typeof claims.$inferSelect;

/**
 * A dated reserve or payment on a claim (append-only). Each row keeps its change to the paid and
 * the outstanding amount, so paid + outstanding = incurred holds at any date by summing rows.
 */
export const claimMovements = pgTable(
  "claim_movements",
  {
    id: serial("id").primaryKey(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    category: text("category").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    paidChange: numeric("paid_change", { precision: 14, scale: 2 }).notNull(),
    outstandingChange: numeric("outstanding_change", { precision: 14, scale: 2 }).notNull(),
    movementDate: date("movement_date", { mode: "string" }).notNull(),
    note: text("note"),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("claim_movements_claim_idx").on(table.claimId, table.movementDate, table.id)],
);
export type ClaimMovementRow = typeof claimMovements.$inferSelect;

/**
 * The client company a policy belongs to (set by its broker or underwriter): the client sees
 * and notifies claims on the policies linked to it, and nothing else.
 */
export const policyClients = pgTable(
  "policy_clients",
  {
    riskPackageId: integer("risk_package_id")
      .primaryKey()
      .references(() => riskPackages.id, { onDelete: "cascade" }),
    clientCompanyId: integer("client_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    linkedByUserId: integer("linked_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("policy_clients_client_idx").on(table.clientCompanyId, table.riskPackageId)],
);

/**
 * Whether a document on a claim is shared with the broker and the insured (`claims/documents.ts`).
 * A document without a row is shared; a legal firm's document starts unshared (its work is
 * privileged) and the underwriter may keep one of its own internal. The underwriter and the
 * appointed firm always read every document of the claim.
 */
export const claimDocuments = pgTable(
  "claim_documents",
  {
    fileId: integer("file_id")
      .primaryKey()
      .references(() => files.id, { onDelete: "cascade" }),
    claimId: integer("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    shared: boolean("shared").notNull(),
    setByUserId: integer("set_by_user_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("claim_documents_claim_idx").on(table.claimId, table.shared)],
);

/**
 * A legal firm's fee on a claim, submitted for the underwriter's approval: pending until the
 * underwriter approves it (a fees payment is recorded, `movementId`) or declines it.
 */
export const claimFeeSubmissions = pgTable(
  "claim_fee_submissions",
  {
    id: serial("id").primaryKey(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    legalCompanyId: integer("legal_company_id").references(() => companies.id, {
      onDelete: "set null",
    }),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    description: text("description").notNull(),
    status: text("status").notNull().default("pending"),
    submittedByUserId: integer("submitted_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    decidedByUserId: integer("decided_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    movementId: integer("movement_id").references(() => claimMovements.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("claim_fee_submissions_claim_idx").on(table.claimId, table.status, table.id)],
);
export type ClaimFeeSubmissionRow = typeof claimFeeSubmissions.$inferSelect;
