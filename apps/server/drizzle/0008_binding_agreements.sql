CREATE TABLE "binding_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"managing_insurer_company_id" integer NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"unique_market_reference" text NOT NULL,
	"agreement_number" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "binding_agreements_company_umr_unique" UNIQUE("company_id","unique_market_reference")
);
--> statement-breakpoint
CREATE TABLE "risk_code_period_syndicates" (
	"period_id" integer NOT NULL,
	"syndicate_id" integer NOT NULL,
	"position" integer NOT NULL,
	"capacity_provider_percentage" numeric(7, 4) NOT NULL,
	"gross_premium_commission_percentage" numeric(7, 4) NOT NULL,
	CONSTRAINT "risk_code_period_syndicates_period_id_syndicate_id_pk" PRIMARY KEY("period_id","syndicate_id")
);
--> statement-breakpoint
CREATE TABLE "risk_code_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk_code_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_codes_company_code_unique" UNIQUE("company_id","code")
);
--> statement-breakpoint
CREATE TABLE "syndicates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"lloyds_number" text,
	"insurer_company_id" integer,
	"managing_agent" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "syndicates_company_name_unique" UNIQUE("company_id","name")
);
--> statement-breakpoint
ALTER TABLE "binding_agreements" ADD CONSTRAINT "binding_agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binding_agreements" ADD CONSTRAINT "binding_agreements_managing_insurer_company_id_companies_id_fk" FOREIGN KEY ("managing_insurer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_code_period_syndicates" ADD CONSTRAINT "risk_code_period_syndicates_period_id_risk_code_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."risk_code_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_code_period_syndicates" ADD CONSTRAINT "risk_code_period_syndicates_syndicate_id_syndicates_id_fk" FOREIGN KEY ("syndicate_id") REFERENCES "public"."syndicates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_code_periods" ADD CONSTRAINT "risk_code_periods_risk_code_id_risk_codes_id_fk" FOREIGN KEY ("risk_code_id") REFERENCES "public"."risk_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_codes" ADD CONSTRAINT "risk_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicates" ADD CONSTRAINT "syndicates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicates" ADD CONSTRAINT "syndicates_insurer_company_id_companies_id_fk" FOREIGN KEY ("insurer_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "binding_agreements_company_idx" ON "binding_agreements" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "binding_agreements_insurer_idx" ON "binding_agreements" USING btree ("managing_insurer_company_id");--> statement-breakpoint
CREATE INDEX "risk_code_period_syndicates_syndicate_idx" ON "risk_code_period_syndicates" USING btree ("syndicate_id");--> statement-breakpoint
CREATE INDEX "risk_code_periods_code_idx" ON "risk_code_periods" USING btree ("risk_code_id","date_from");--> statement-breakpoint
CREATE INDEX "syndicates_company_idx" ON "syndicates" USING btree ("company_id");