ALTER TABLE "risk_transactions" ADD COLUMN "annual_premium" jsonb;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD COLUMN "reinstates_transaction_id" integer;