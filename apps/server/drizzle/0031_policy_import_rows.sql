CREATE TABLE "policy_import_rows" (
	"batch_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"company_id" integer NOT NULL,
	"raw" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_import_rows_batch_id_line_pk" PRIMARY KEY("batch_id","line")
);
--> statement-breakpoint
ALTER TABLE "policy_import_rows" ADD CONSTRAINT "policy_import_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;