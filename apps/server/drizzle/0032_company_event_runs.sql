CREATE TABLE "company_event_run_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"action" text NOT NULL,
	"input" jsonb NOT NULL,
	"output" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "company_event_run_steps_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "company_event_run_steps_run_position_unique" UNIQUE("run_id","position")
);
--> statement-breakpoint
CREATE TABLE "company_event_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_event_id" integer,
	"event_name" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"risk_package_id" integer,
	"synchronous" boolean DEFAULT false NOT NULL,
	"raised_by_user_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_event_run_steps" ADD CONSTRAINT "company_event_run_steps_run_id_company_event_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."company_event_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_event_runs" ADD CONSTRAINT "company_event_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_event_runs" ADD CONSTRAINT "company_event_runs_company_event_id_company_events_id_fk" FOREIGN KEY ("company_event_id") REFERENCES "public"."company_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_event_runs" ADD CONSTRAINT "company_event_runs_raised_by_user_id_users_id_fk" FOREIGN KEY ("raised_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_event_runs_company_idx" ON "company_event_runs" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "company_event_runs_company_status_idx" ON "company_event_runs" USING btree ("company_id","status","id");