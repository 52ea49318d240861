CREATE TABLE "binding_agreement_period_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"version_number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"visibility" text DEFAULT 'insurer' NOT NULL,
	"sections" jsonb NOT NULL,
	"authorised_underwriters" jsonb NOT NULL,
	"saved_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "binding_agreement_period_versions_number_unique" UNIQUE("period_id","version_number")
);
--> statement-breakpoint
CREATE TABLE "binding_agreement_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"binding_agreement_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"visibility" text DEFAULT 'insurer' NOT NULL,
	"latest_version_number" integer DEFAULT 1 NOT NULL,
	"latest_published_version_number" integer,
	"archived_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "binding_agreement_period_versions" ADD CONSTRAINT "binding_agreement_period_versions_period_id_binding_agreement_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."binding_agreement_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binding_agreement_period_versions" ADD CONSTRAINT "binding_agreement_period_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binding_agreement_periods" ADD CONSTRAINT "binding_agreement_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binding_agreement_periods" ADD CONSTRAINT "binding_agreement_periods_binding_agreement_id_binding_agreements_id_fk" FOREIGN KEY ("binding_agreement_id") REFERENCES "public"."binding_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binding_agreement_periods" ADD CONSTRAINT "binding_agreement_periods_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "binding_agreement_periods_agreement_idx" ON "binding_agreement_periods" USING btree ("binding_agreement_id","date_from");--> statement-breakpoint
CREATE INDEX "binding_agreement_periods_company_idx" ON "binding_agreement_periods" USING btree ("company_id");