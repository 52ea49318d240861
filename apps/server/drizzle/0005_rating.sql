CREATE TABLE "rating_datasets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_version_id" integer,
	"source_dataset_id" integer,
	"name" text NOT NULL,
	"description" text,
	"columns" jsonb NOT NULL,
	"key_columns" jsonb NOT NULL,
	"range" jsonb,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_designs" (
	"product_version_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form" jsonb NOT NULL,
	"property_formulas" jsonb NOT NULL,
	"underwriting_formulas" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"premium" jsonb NOT NULL,
	"test_cases" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_test_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_version_id" integer NOT NULL,
	"design_revision" integer NOT NULL,
	"passed" boolean NOT NULL,
	"total" integer NOT NULL,
	"failed" integer NOT NULL,
	"cases" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rating_datasets" ADD CONSTRAINT "rating_datasets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_datasets" ADD CONSTRAINT "rating_datasets_product_version_id_product_versions_id_fk" FOREIGN KEY ("product_version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_designs" ADD CONSTRAINT "product_designs_product_version_id_product_versions_id_fk" FOREIGN KEY ("product_version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_designs" ADD CONSTRAINT "product_designs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_test_runs" ADD CONSTRAINT "rating_test_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_test_runs" ADD CONSTRAINT "rating_test_runs_product_version_id_product_versions_id_fk" FOREIGN KEY ("product_version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_test_runs" ADD CONSTRAINT "rating_test_runs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rating_datasets_name_unique" ON "rating_datasets" USING btree ("company_id",coalesce("product_version_id", 0),"name");--> statement-breakpoint
CREATE INDEX "rating_datasets_version_idx" ON "rating_datasets" USING btree ("product_version_id");--> statement-breakpoint
CREATE INDEX "rating_test_runs_version_idx" ON "rating_test_runs" USING btree ("product_version_id","id");