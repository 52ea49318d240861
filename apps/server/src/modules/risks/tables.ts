import type { PremiumBreakdown, TInsured } from "@platform/domain";
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
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { clauseVersions } from "../clauses/tables.ts";
import { companies } from "../companies/tables.ts";
import { productPackages } from "../product-packages/tables.ts";
import { products, productVersions } from "../products/tables.ts";
import { underwritingStatuses } from "../underwriting-statuses/tables.ts";
import { users } from "../users/tables.ts";

/**
 * A risk package (SPEC §3): one placement of a product package for one insured through one
 * brokerage. `companyId` is the underwriter company that owns the product package; the broker
 * side reads it through `brokerCompanyId`. The latest transaction's type, status and gross
 * premium are mirrored here so the risks list filters and sorts on one table at any size.
 */
export const riskPackages = pgTable(
  "risk_packages",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    brokerCompanyId: integer("broker_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    brokerUserId: integer("broker_user_id").references(() => users.id, { onDelete: "set null" }),
    productPackageId: integer("product_package_id")
      .notNull()
      .references(() => productPackages.id),
    reference: text("reference").notNull(),
    insured: jsonb("insured").$type<TInsured>().notNull(),
    /** Mirrored from `insured` for search and filters. */
    insuredName: text("insured_name").notNull(),
    insuredState: text("insured_state"),
    /** The main product's class, for the class filter. */
    classId: smallint("class_id"),
    inceptionDate: date("inception_date", { mode: "string" }).notNull(),
    expiryDate: date("expiry_date", { mode: "string" }).notNull(),
    termMonths: smallint("term_months").notNull(),
    assignedUnderwriterUserId: integer("assigned_underwriter_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    underwritingStatusId: integer("underwriting_status_id").references(
      () => underwritingStatuses.id,
      { onDelete: "set null" },
    ),
    policyNumber: text("policy_number"),
    /** The package this one renews (the renewal chain, SPEC §4 read-only rule). */
    renewalOfRiskPackageId: integer("renewal_of_risk_package_id"),
    /** Mirrors of the latest transaction (across the package's risks). */
    transactionType: smallint("transaction_type").notNull().default(1),
    transactionStatus: smallint("transaction_status").notNull().default(1),
    grossPremium: numeric("gross_premium", { precision: 14, scale: 2 }),
    quoteExpiresAt: timestamp("quote_expires_at", { withTimezone: true }),
    /** When the broker was told the quote lapses in a week (once per quote). */
    quoteWarnedAt: timestamp("quote_warned_at", { withTimezone: true }),
    approval: text("approval").notNull().default("none"),
    /** Why the latest submission was referred, for the workbench and work queue. */
    referralReasons: jsonb("referral_reasons").$type<string[]>().notNull().default([]),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("risk_packages_company_reference_unique").on(table.companyId, table.reference),
    uniqueIndex("risk_packages_policy_number_unique")
      .on(table.companyId, table.policyNumber)
      .where(sql`${table.policyNumber} is not null`),
    // The risks list: newest first, within a company or a status (the work queue) of it.
    index("risk_packages_company_updated_idx").on(table.companyId, table.updatedAt, table.id),
    index("risk_packages_broker_updated_idx").on(table.brokerCompanyId, table.updatedAt, table.id),
    index("risk_packages_company_status_idx").on(
      table.companyId,
      table.transactionStatus,
      table.updatedAt,
      table.id,
    ),
    index("risk_packages_broker_status_idx").on(
      table.brokerCompanyId,
      table.transactionStatus,
      table.updatedAt,
      table.id,
    ),
    index("risk_packages_assigned_idx").on(table.assignedUnderwriterUserId),
    index("risk_packages_underwriting_status_idx").on(table.underwritingStatusId),
    index("risk_packages_quote_expiry_idx")
      .on(table.quoteExpiresAt)
      .where(sql`${table.transactionStatus} = 3`),
    // The renewal chain (a term's later terms) and the renewal sweep (bound terms near expiry).
    index("risk_packages_renewal_of_idx").on(table.renewalOfRiskPackageId),
    index("risk_packages_bound_expiry_idx")
      .on(table.expiryDate)
      .where(sql`${table.transactionStatus} = 7`),
  ],
);
export type RiskPackageRow = typeof riskPackages.$inferSelect;

/** One risk per product of the package (main first), pinned to the version it was rated on. */
export const risks = pgTable(
  "risks",
  {
    id: serial("id").primaryKey(),
    riskPackageId: integer("risk_package_id")
      .notNull()
      .references(() => riskPackages.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    productVersionId: integer("product_version_id")
      .notNull()
      .references(() => productVersions.id),
    /** ProductKind: 1 main, 2 add-on. */
    productKind: smallint("product_kind").notNull(),
    position: smallint("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("risks_package_product_unique").on(table.riskPackageId, table.productId),
    index("risks_version_idx").on(table.productVersionId),
  ],
);
export type RiskRow = typeof risks.$inferSelect;

export interface StoredRuleOutcome {
  outcome: "decline" | "refer" | "endorse";
  message: string;
  name?: string;
}
export interface StoredFormulaValue {
  name: string;
  title: string;
  dataType: string;
  value: unknown;
  /** true for underwriting formulas (never shown to brokers). */
  underwriting: boolean;
  overridden?: boolean;
}

/**
 * A transaction on a risk (SPEC §3, §4): append-only; once past Initiated only its status,
 * approval and the underwriter's review fields change, and once Bound, Declined or NotTakenUp
 * nothing changes. It keeps everything needed to explain its premium later.
 */
export const riskTransactions = pgTable(
  "risk_transactions",
  {
    id: serial("id").primaryKey(),
    riskId: integer("risk_id")
      .notNull()
      .references(() => risks.id, { onDelete: "cascade" }),
    riskPackageId: integer("risk_package_id")
      .notNull()
      .references(() => riskPackages.id, { onDelete: "cascade" }),
    /** TransactionType 1 NB, 2 ADJ, 3 CAN, 4 REN. */
    type: smallint("type").notNull(),
    /** TransactionStatus 1..7. */
    status: smallint("status").notNull().default(1),
    /** The transaction this one changes (ADJ, CAN) or renews (REN). */
    basedOnTransactionId: integer("based_on_transaction_id"),
    effectiveDate: date("effective_date", { mode: "string" }).notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    overrides: jsonb("overrides").$type<Record<string, unknown>>().notNull().default({}),
    values: jsonb("values").$type<StoredFormulaValue[]>().notNull().default([]),
    rules: jsonb("rules").$type<StoredRuleOutcome[]>().notNull().default([]),
    premium: jsonb("premium").$type<PremiumBreakdown>(),
    premiumError: text("premium_error"),
    /**
     * A change's (ADJ, CAN, reinstatement) annual premium in force once it binds: `premium` holds
     * the change itself (additional positive, return negative). Null on new business, whose
     * `premium` is the annual one.
     */
    annualPremium: jsonb("annual_premium").$type<PremiumBreakdown>(),
    /** A cancellation's reason (SPEC §3 reason for cancellation). */
    cancellationReason: text("cancellation_reason"),
    /** A reinstatement names the cancellation it charges back. */
    reinstatesTransactionId: integer("reinstates_transaction_id"),
    basePremium: numeric("base_premium", { precision: 14, scale: 2 }),
    grossPremium: numeric("gross_premium", { precision: 14, scale: 2 }),
    amountPayable: numeric("amount_payable", { precision: 14, scale: 2 }),
    /** Underwriter's manual adjustment (SPEC §3 manual premium). */
    manualBasePremium: numeric("manual_base_premium", { precision: 14, scale: 2 }),
    discountPercent: numeric("discount_percent", { precision: 7, scale: 4 }),
    adjustmentReason: text("adjustment_reason"),
    adjustedByUserId: integer("adjusted_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    adjustedAt: timestamp("adjusted_at", { withTimezone: true }),
    approval: text("approval").notNull().default("none"),
    approvalRequestedByUserId: integer("approval_requested_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    approvalDecidedByUserId: integer("approval_decided_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** The authority the quote needs (backdate days, discount), kept when approval is requested. */
    approvalNeeded: jsonb("approval_needed").$type<{
      backdateDays: number;
      discountPercent: number;
    }>(),
    declineReason: text("decline_reason"),
    quoteExpiresAt: timestamp("quote_expires_at", { withTimezone: true }),
    declaration: boolean("declaration").notNull().default(false),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    submittedByUserId: integer("submitted_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    quotedAt: timestamp("quoted_at", { withTimezone: true }),
    quotedByUserId: integer("quoted_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    boundAt: timestamp("bound_at", { withTimezone: true }),
    boundByUserId: integer("bound_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("risk_transactions_risk_idx").on(table.riskId, table.id),
    index("risk_transactions_package_idx").on(table.riskPackageId, table.id),
    index("risk_transactions_bound_idx").on(table.boundAt).where(sql`${table.status} = 7`),
  ],
);
export type RiskTransactionRow = typeof riskTransactions.$inferSelect;

/** Endorsements (clause versions) attached to a transaction; `locked` rules cannot be edited. */
export const riskTransactionClauses = pgTable(
  "risk_transaction_clauses",
  {
    id: serial("id").primaryKey(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => riskTransactions.id, { onDelete: "cascade" }),
    clauseVersionId: integer("clause_version_id")
      .notNull()
      .references(() => clauseVersions.id),
    /** Added by a rule (endorse outcome) rather than by hand. */
    fromRule: boolean("from_rule").notNull().default(false),
    locked: boolean("locked").notNull().default(false),
    addedByUserId: integer("added_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("risk_transaction_clause_unique").on(table.transactionId, table.clauseVersionId),
  ],
);

/** Internal notes of the underwriter company on a risk package (never shown to brokers). */
export const riskNotes = pgTable(
  "risk_notes",
  {
    id: serial("id").primaryKey(),
    riskPackageId: integer("risk_package_id")
      .notNull()
      .references(() => riskPackages.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("risk_notes_package_idx").on(table.riskPackageId, table.id)],
);

/** The message thread between broker and underwriter on a risk package (SPEC §8). */
export const riskMessages = pgTable(
  "risk_messages",
  {
    id: serial("id").primaryKey(),
    riskPackageId: integer("risk_package_id")
      .notNull()
      .references(() => riskPackages.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorCompanyId: integer("author_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("risk_messages_package_idx").on(table.riskPackageId, table.id)],
);
