DROP INDEX "risk_packages_company_updated_idx";--> statement-breakpoint
DROP INDEX "risk_packages_broker_updated_idx";--> statement-breakpoint
DROP INDEX "risk_packages_company_status_idx";--> statement-breakpoint
DROP INDEX "risk_packages_broker_status_idx";--> statement-breakpoint
CREATE INDEX "risk_packages_company_updated_idx" ON "risk_packages" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "risk_packages_broker_updated_idx" ON "risk_packages" USING btree ("broker_company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "risk_packages_company_status_idx" ON "risk_packages" USING btree ("company_id","transaction_status","updated_at","id");--> statement-breakpoint
CREATE INDEX "risk_packages_broker_status_idx" ON "risk_packages" USING btree ("broker_company_id","transaction_status","updated_at","id");