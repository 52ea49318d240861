CREATE TABLE "company_tag_attachments" (
	"tag_id" integer NOT NULL,
	"file_version_id" integer NOT NULL,
	CONSTRAINT "company_tag_attachment_unique" UNIQUE("tag_id","file_version_id")
);
--> statement-breakpoint
ALTER TABLE "company_tag_attachments" ADD CONSTRAINT "company_tag_attachments_tag_id_company_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."company_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tag_attachments" ADD CONSTRAINT "company_tag_attachments_file_version_id_file_versions_id_fk" FOREIGN KEY ("file_version_id") REFERENCES "public"."file_versions"("id") ON DELETE cascade ON UPDATE no action;