CREATE TABLE "brokerage_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"broker_company_id" integer NOT NULL,
	"underwriter_company_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_user_id" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brokerage_requests" ADD CONSTRAINT "brokerage_requests_broker_company_id_companies_id_fk" FOREIGN KEY ("broker_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokerage_requests" ADD CONSTRAINT "brokerage_requests_underwriter_company_id_companies_id_fk" FOREIGN KEY ("underwriter_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokerage_requests" ADD CONSTRAINT "brokerage_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokerage_requests" ADD CONSTRAINT "brokerage_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brokerage_request_pending_unique" ON "brokerage_requests" USING btree ("broker_company_id","underwriter_company_id") WHERE "brokerage_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "brokerage_requests_underwriter_idx" ON "brokerage_requests" USING btree ("underwriter_company_id","status");