CREATE TABLE "claim_fee_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"legal_company_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by_user_id" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"movement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_fee_submissions" ADD CONSTRAINT "claim_fee_submissions_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_fee_submissions" ADD CONSTRAINT "claim_fee_submissions_legal_company_id_companies_id_fk" FOREIGN KEY ("legal_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_fee_submissions" ADD CONSTRAINT "claim_fee_submissions_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_fee_submissions" ADD CONSTRAINT "claim_fee_submissions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_fee_submissions" ADD CONSTRAINT "claim_fee_submissions_movement_id_claim_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."claim_movements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_fee_submissions_claim_idx" ON "claim_fee_submissions" USING btree ("claim_id","status","id");