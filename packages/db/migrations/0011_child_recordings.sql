-- A child's own recitations sent to the teacher (issue 23), kept in the row; the parents' setting that allows it.
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"users_child_id" uuid NOT NULL,
	"lesson_id" integer,
	"surah_number" integer NOT NULL,
	"ayah_from" integer NOT NULL,
	"ayah_to" integer NOT NULL,
	"word_from" integer,
	"word_to" integer,
	"content_type" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"audio" "bytea" NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "recording_id" uuid;--> statement-breakpoint
ALTER TABLE "users_children" ADD COLUMN "may_send_recordings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_users_child_id_users_children_id_fk" FOREIGN KEY ("users_child_id") REFERENCES "public"."users_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recordings_child_created_index" ON "recordings" USING btree ("users_child_id","created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;