-- Contact attachments move from one machine's disk (UPLOADS_DIR) into the database, where every
-- replica reads them: a file's bytes in pieces of at most 64 KiB. Files already in UPLOADS_DIR are
-- imported on start (contact/attachment-store.ts).
CREATE TABLE "contact_attachment_chunks" (
	"attachment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "contact_attachment_chunks_attachment_id_position_pk" PRIMARY KEY("attachment_id","position"),
	CONSTRAINT "contact_attachment_chunks_position_natural" CHECK ("contact_attachment_chunks"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contact_attachment_chunks" ADD CONSTRAINT "contact_attachment_chunks_attachment_id_contact_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."contact_attachments"("id") ON DELETE cascade ON UPDATE no action;
