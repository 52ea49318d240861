CREATE TABLE "assignment_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"conditions" jsonb NOT NULL,
	"underwriter_user_ids" jsonb NOT NULL,
	"rotation_cursor" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk_package_id" integer NOT NULL,
	"author_user_id" integer,
	"author_company_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk_package_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"broker_company_id" integer NOT NULL,
	"broker_user_id" integer,
	"product_package_id" integer NOT NULL,
	"reference" text NOT NULL,
	"insured" jsonb NOT NULL,
	"insured_name" text NOT NULL,
	"insured_state" text,
	"class_id" smallint,
	"inception_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"term_months" smallint NOT NULL,
	"assigned_underwriter_user_id" integer,
	"underwriting_status_id" integer,
	"policy_number" text,
	"renewal_of_risk_package_id" integer,
	"transaction_type" smallint DEFAULT 1 NOT NULL,
	"transaction_status" smallint DEFAULT 1 NOT NULL,
	"gross_premium" numeric(14, 2),
	"quote_expires_at" timestamp with time zone,
	"quote_warned_at" timestamp with time zone,
	"approval" text DEFAULT 'none' NOT NULL,
	"referral_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_packages_company_reference_unique" UNIQUE("company_id","reference")
);
--> statement-breakpoint
CREATE TABLE "risk_transaction_clauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"clause_version_id" integer NOT NULL,
	"from_rule" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_transaction_clause_unique" UNIQUE("transaction_id","clause_version_id")
);
--> statement-breakpoint
CREATE TABLE "risk_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk_id" integer NOT NULL,
	"risk_package_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"based_on_transaction_id" integer,
	"effective_date" date NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"premium" jsonb,
	"premium_error" text,
	"base_premium" numeric(14, 2),
	"gross_premium" numeric(14, 2),
	"amount_payable" numeric(14, 2),
	"manual_base_premium" numeric(14, 2),
	"discount_percent" numeric(7, 4),
	"adjustment_reason" text,
	"adjusted_by_user_id" integer,
	"adjusted_at" timestamp with time zone,
	"approval" text DEFAULT 'none' NOT NULL,
	"approval_requested_by_user_id" integer,
	"approval_decided_by_user_id" integer,
	"approval_needed" jsonb,
	"decline_reason" text,
	"quote_expires_at" timestamp with time zone,
	"declaration" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_user_id" integer,
	"quoted_at" timestamp with time zone,
	"quoted_by_user_id" integer,
	"bound_at" timestamp with time zone,
	"bound_by_user_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risks" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk_package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_version_id" integer NOT NULL,
	"product_kind" smallint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risks_package_product_unique" UNIQUE("risk_package_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "underwriting_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "underwriting_statuses_company_name_unique" UNIQUE("company_id","name")
);
--> statement-breakpoint
ALTER TABLE "assignment_rules" ADD CONSTRAINT "assignment_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_messages" ADD CONSTRAINT "risk_messages_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_messages" ADD CONSTRAINT "risk_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_messages" ADD CONSTRAINT "risk_messages_author_company_id_companies_id_fk" FOREIGN KEY ("author_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_notes" ADD CONSTRAINT "risk_notes_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_notes" ADD CONSTRAINT "risk_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_broker_company_id_companies_id_fk" FOREIGN KEY ("broker_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_broker_user_id_users_id_fk" FOREIGN KEY ("broker_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_product_package_id_product_packages_id_fk" FOREIGN KEY ("product_package_id") REFERENCES "public"."product_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_assigned_underwriter_user_id_users_id_fk" FOREIGN KEY ("assigned_underwriter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_underwriting_status_id_underwriting_statuses_id_fk" FOREIGN KEY ("underwriting_status_id") REFERENCES "public"."underwriting_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transaction_clauses" ADD CONSTRAINT "risk_transaction_clauses_transaction_id_risk_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."risk_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transaction_clauses" ADD CONSTRAINT "risk_transaction_clauses_clause_version_id_clause_versions_id_fk" FOREIGN KEY ("clause_version_id") REFERENCES "public"."clause_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transaction_clauses" ADD CONSTRAINT "risk_transaction_clauses_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_risk_id_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_adjusted_by_user_id_users_id_fk" FOREIGN KEY ("adjusted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_approval_requested_by_user_id_users_id_fk" FOREIGN KEY ("approval_requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_approval_decided_by_user_id_users_id_fk" FOREIGN KEY ("approval_decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_quoted_by_user_id_users_id_fk" FOREIGN KEY ("quoted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_bound_by_user_id_users_id_fk" FOREIGN KEY ("bound_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_product_version_id_product_versions_id_fk" FOREIGN KEY ("product_version_id") REFERENCES "public"."product_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_statuses" ADD CONSTRAINT "underwriting_statuses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_rules_company_idx" ON "assignment_rules" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "risk_messages_package_idx" ON "risk_messages" USING btree ("risk_package_id","id");--> statement-breakpoint
CREATE INDEX "risk_notes_package_idx" ON "risk_notes" USING btree ("risk_package_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_packages_policy_number_unique" ON "risk_packages" USING btree ("company_id","policy_number") WHERE "risk_packages"."policy_number" is not null;--> statement-breakpoint
CREATE INDEX "risk_packages_company_updated_idx" ON "risk_packages" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "risk_packages_broker_updated_idx" ON "risk_packages" USING btree ("broker_company_id","updated_at");--> statement-breakpoint
CREATE INDEX "risk_packages_company_status_idx" ON "risk_packages" USING btree ("company_id","transaction_status");--> statement-breakpoint
CREATE INDEX "risk_packages_broker_status_idx" ON "risk_packages" USING btree ("broker_company_id","transaction_status");--> statement-breakpoint
CREATE INDEX "risk_packages_assigned_idx" ON "risk_packages" USING btree ("assigned_underwriter_user_id");--> statement-breakpoint
CREATE INDEX "risk_packages_underwriting_status_idx" ON "risk_packages" USING btree ("underwriting_status_id");--> statement-breakpoint
CREATE INDEX "risk_packages_quote_expiry_idx" ON "risk_packages" USING btree ("quote_expires_at") WHERE "risk_packages"."transaction_status" = 3;--> statement-breakpoint
CREATE INDEX "risk_transactions_risk_idx" ON "risk_transactions" USING btree ("risk_id","id");--> statement-breakpoint
CREATE INDEX "risk_transactions_package_idx" ON "risk_transactions" USING btree ("risk_package_id","id");--> statement-breakpoint
CREATE INDEX "risk_transactions_bound_idx" ON "risk_transactions" USING btree ("bound_at") WHERE "risk_transactions"."status" = 7;--> statement-breakpoint
CREATE INDEX "risks_version_idx" ON "risks" USING btree ("product_version_id");--> statement-breakpoint
CREATE INDEX "underwriting_statuses_company_idx" ON "underwriting_statuses" USING btree ("company_id","position");