ALTER TABLE "companies" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "decline_reason" text;--> statement-breakpoint
CREATE INDEX "companies_pending_idx" ON "companies" USING btree ("created_at") WHERE "companies"."approval" = 'pending';