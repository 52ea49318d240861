CREATE TABLE "risk_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk_package_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"client_company_id" integer,
	"client_name" text NOT NULL,
	"email" text,
	"mobile" text,
	"temporary_access_token_id" integer,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_by_user_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"client_saved_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "renewal_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk_package_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"renewal_risk_package_id" integer,
	"invited_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "renewal_invitations_risk_package_id_unique" UNIQUE("risk_package_id")
);
--> statement-breakpoint
CREATE TABLE "renewal_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"invitation_days" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_proposals" ADD CONSTRAINT "risk_proposals_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_proposals" ADD CONSTRAINT "risk_proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_proposals" ADD CONSTRAINT "risk_proposals_client_company_id_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_proposals" ADD CONSTRAINT "risk_proposals_temporary_access_token_id_temporary_access_tokens_id_fk" FOREIGN KEY ("temporary_access_token_id") REFERENCES "public"."temporary_access_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_proposals" ADD CONSTRAINT "risk_proposals_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_invitations" ADD CONSTRAINT "renewal_invitations_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_invitations" ADD CONSTRAINT "renewal_invitations_renewal_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("renewal_risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_settings" ADD CONSTRAINT "renewal_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_proposals_package_idx" ON "risk_proposals" USING btree ("risk_package_id","id");--> statement-breakpoint
CREATE INDEX "risk_proposals_client_idx" ON "risk_proposals" USING btree ("client_company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_proposals_open_unique" ON "risk_proposals" USING btree ("risk_package_id") WHERE "risk_proposals"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "renewal_invitations_open_idx" ON "renewal_invitations" USING btree ("status","expiry_date");--> statement-breakpoint
CREATE INDEX "risk_packages_renewal_of_idx" ON "risk_packages" USING btree ("renewal_of_risk_package_id");--> statement-breakpoint
CREATE INDEX "risk_packages_bound_expiry_idx" ON "risk_packages" USING btree ("expiry_date") WHERE "risk_packages"."transaction_status" = 7;