-- Recordings as files (issue 36): the sound leaves the database for the course files' storage. Rows sent before keep
-- their sound in "recordings_awaiting_move" (created only when there are any) until the server's first start moves
-- each to its file and drops that table (apps/api/src/modules/recordings/recording-files.ts).
CREATE TABLE "recording_files_to_remove" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_recording_id_recordings_id_fk";
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
UPDATE "recordings" SET
	"storage_key" = 'recordings/' || "users_child_id" || '/' || "id" || CASE "content_type"
		WHEN 'audio/ogg' THEN '.ogg' WHEN 'audio/mp4' THEN '.m4a' ELSE '.webm' END,
	"size_bytes" = octet_length("audio");--> statement-breakpoint
DO $$ BEGIN
	IF EXISTS (SELECT 1 FROM "recordings") THEN
		CREATE TABLE "recordings_awaiting_move" ("id" uuid PRIMARY KEY NOT NULL, "audio" bytea NOT NULL);
		INSERT INTO "recordings_awaiting_move" SELECT "id", "audio" FROM "recordings";
	END IF;
END $$;--> statement-breakpoint
ALTER TABLE "recordings" ALTER COLUMN "storage_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ALTER COLUMN "size_bytes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_storage_key_unique" ON "recordings" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "recordings" DROP COLUMN "audio";--> statement-breakpoint
-- Whatever deletes a recording (a profile or an account erased, the retention rule), its file is queued for removal
-- in the same transaction: no way of deleting leaves a child's voice behind in storage.
CREATE FUNCTION "queue_recording_file_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "recording_files_to_remove" ("storage_key") VALUES (OLD."storage_key") ON CONFLICT DO NOTHING;
	RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "recordings_queue_file_removal" AFTER DELETE ON "recordings"
	FOR EACH ROW EXECUTE FUNCTION "queue_recording_file_removal"();
