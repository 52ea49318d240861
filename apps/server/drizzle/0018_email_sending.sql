CREATE TABLE "product_email_templates" (
	"product_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"template_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_email_templates_product_id_trigger_template_id_pk" PRIMARY KEY("product_id","trigger","template_id")
);
--> statement-breakpoint
CREATE TABLE "risk_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"risk_package_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"template_id" integer,
	"template_name" text NOT NULL,
	"occasion_id" integer DEFAULT 0 NOT NULL,
	"to" jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "cc" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "bcc" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_email_templates" ADD CONSTRAINT "product_email_templates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_email_templates" ADD CONSTRAINT "product_email_templates_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_emails" ADD CONSTRAINT "risk_emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_emails" ADD CONSTRAINT "risk_emails_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_emails" ADD CONSTRAINT "risk_emails_transaction_id_risk_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."risk_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_emails" ADD CONSTRAINT "risk_emails_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_email_templates_template_idx" ON "product_email_templates" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "risk_emails_package_idx" ON "risk_emails" USING btree ("risk_package_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_emails_once_idx" ON "risk_emails" USING btree ("transaction_id","trigger","occasion_id","template_id");