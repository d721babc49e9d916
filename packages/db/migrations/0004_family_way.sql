ALTER TABLE "oidc_login_states" ADD COLUMN "is_reauthentication" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
-- A lesson's tasks are its achievements; "watch the lesson" is one only where the lesson has a video.
DELETE FROM "achievements" WHERE "achievement_type" = 'LESSON' AND "lesson_id" IN (SELECT "id" FROM "lessons" WHERE "vimeo_url" IS NULL AND "video_key" IS NULL);
