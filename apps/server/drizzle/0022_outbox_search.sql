CREATE TABLE "outbox_attachments" (
	"message_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "outbox_attachments_message_id_position_pk" PRIMARY KEY("message_id","position")
);
--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_message_id_outbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_channel_idx" ON "outbox_messages" USING btree ("channel","created_at");--> statement-breakpoint
-- The console's search for part of a recipient (ILIKE with likePattern): a trigram index where
-- PostgreSQL has pg_trgm; PGlite does not load it and scans (fine at embedded sizes).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS outbox_messages_recipient_trgm_idx
      ON outbox_messages USING gin (recipient gin_trgm_ops);
  END IF;
END $$;
