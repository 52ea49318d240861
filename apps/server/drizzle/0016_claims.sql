CREATE TABLE "claim_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_change" numeric(14, 2) NOT NULL,
	"outstanding_change" numeric(14, 2) NOT NULL,
	"movement_date" date NOT NULL,
	"note" text,
	"company_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'claim' NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"company_id" integer,
	"broker_company_id" integer,
	"risk_package_id" integer,
	"policy_number" text,
	"policy_reference" text,
	"insured_name" text,
	"binding_agreement_id" integer,
	"legal_company_id" integer,
	"incident_id" integer,
	"date_of_loss" date NOT NULL,
	"date_first_advised" date NOT NULL,
	"description" text NOT NULL,
	"claimant" text,
	"cause" text,
	"parties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estimate" numeric(14, 2),
	"advice" text,
	"notified_by_company_id" integer,
	"notified_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_clients" (
	"risk_package_id" integer PRIMARY KEY NOT NULL,
	"client_company_id" integer NOT NULL,
	"linked_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_movements" ADD CONSTRAINT "claim_movements_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_movements" ADD CONSTRAINT "claim_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_movements" ADD CONSTRAINT "claim_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_broker_company_id_companies_id_fk" FOREIGN KEY ("broker_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_legal_company_id_companies_id_fk" FOREIGN KEY ("legal_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_notified_by_company_id_companies_id_fk" FOREIGN KEY ("notified_by_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_notified_by_user_id_users_id_fk" FOREIGN KEY ("notified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_clients" ADD CONSTRAINT "policy_clients_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_clients" ADD CONSTRAINT "policy_clients_client_company_id_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_clients" ADD CONSTRAINT "policy_clients_linked_by_user_id_users_id_fk" FOREIGN KEY ("linked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_movements_claim_idx" ON "claim_movements" USING btree ("claim_id","movement_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_reference_unique" ON "claims" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "claims_company_updated_idx" ON "claims" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "claims_broker_updated_idx" ON "claims" USING btree ("broker_company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "claims_legal_updated_idx" ON "claims" USING btree ("legal_company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "claims_package_idx" ON "claims" USING btree ("risk_package_id");--> statement-breakpoint
CREATE INDEX "claims_agreement_idx" ON "claims" USING btree ("binding_agreement_id","date_first_advised");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_incident_unique" ON "claims" USING btree ("incident_id") WHERE "claims"."incident_id" is not null;--> statement-breakpoint
CREATE INDEX "policy_clients_client_idx" ON "policy_clients" USING btree ("client_company_id","risk_package_id");