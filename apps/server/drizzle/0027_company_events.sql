CREATE TABLE "company_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"event" text NOT NULL,
	"filters" jsonb NOT NULL,
	"synchronous" boolean DEFAULT false NOT NULL,
	"delay_seconds" integer DEFAULT 0 NOT NULL,
	"days_before" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"actions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_events" ADD CONSTRAINT "company_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_events_company_event_idx" ON "company_events" USING btree ("company_id","event");