CREATE TABLE "document_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"data_model_version" smallint NOT NULL,
	"part_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_file_version_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_document_templates" (
	"product_id" integer NOT NULL,
	"event" text NOT NULL,
	"template_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_document_templates_product_id_event_template_id_pk" PRIMARY KEY("product_id","event","template_id")
);
--> statement-breakpoint
CREATE TABLE "document_generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"risk_package_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"risk_package_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"event" text NOT NULL,
	"template_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"file_version_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text NOT NULL,
	"attach_document_template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attach_file_version_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"risk_package_id" integer,
	"name" text NOT NULL,
	"root_folder_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"protected" boolean DEFAULT false NOT NULL,
	"version_count" integer DEFAULT 1 NOT NULL,
	"current_version_id" integer,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"directory_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_versions" ADD COLUMN "uploaded_by_name" text;--> statement-breakpoint
ALTER TABLE "file_versions" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "file_versions" ADD COLUMN "version_number" integer;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_document_templates" ADD CONSTRAINT "product_document_templates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_document_templates" ADD CONSTRAINT "product_document_templates_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_transaction_id_risk_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."risk_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_documents" ADD CONSTRAINT "transaction_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_documents" ADD CONSTRAINT "transaction_documents_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_documents" ADD CONSTRAINT "transaction_documents_transaction_id_risk_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."risk_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_documents" ADD CONSTRAINT "transaction_documents_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_documents" ADD CONSTRAINT "transaction_documents_file_version_id_file_versions_id_fk" FOREIGN KEY ("file_version_id") REFERENCES "public"."file_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directories" ADD CONSTRAINT "directories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directories" ADD CONSTRAINT "directories_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directories" ADD CONSTRAINT "directories_root_folder_id_folders_id_fk" FOREIGN KEY ("root_folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_current_version_id_file_versions_id_fk" FOREIGN KEY ("current_version_id") REFERENCES "public"."file_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_directory_id_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."directories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_parent_id_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_name_idx" ON "document_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_document_templates_template_idx" ON "product_document_templates" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_generations_once_idx" ON "document_generations" USING btree ("transaction_id","event");--> statement-breakpoint
CREATE INDEX "transaction_documents_package_idx" ON "transaction_documents" USING btree ("risk_package_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_documents_once_idx" ON "transaction_documents" USING btree ("transaction_id","event","template_id","file_version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_idx" ON "email_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "directories_company_idx" ON "directories" USING btree ("company_id") WHERE "directories"."risk_package_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "directories_risk_package_idx" ON "directories" USING btree ("company_id","risk_package_id");--> statement-breakpoint
CREATE INDEX "files_folder_idx" ON "files" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "folders_directory_idx" ON "folders" USING btree ("directory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folders_sibling_name_idx" ON "folders" USING btree ("parent_id",lower("name"));--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_versions_file_number_idx" ON "file_versions" USING btree ("file_id","version_number");