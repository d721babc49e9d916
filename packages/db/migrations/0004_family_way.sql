ALTER TABLE "oidc_login_states" ADD COLUMN "is_reauthentication" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
-- A lesson's tasks are its achievements; "watch the lesson" is one only where the lesson has a video.
DELETE FROM "achievements" WHERE "achievement_type" = 'LESSON' AND "lesson_id" IN (SELECT "id" FROM "lessons" WHERE "vimeo_url" IS NULL AND "video_key" IS NULL);
--> statement-breakpoint
-- Progress follows the tasks there are now: a lesson whose remaining tasks are all done is finished.
UPDATE "user_lesson_progresses" p SET
  "percentage" = greatest(p."percentage", least(100, round(100.0 * (SELECT count(*) FROM "accomplished_achievements" aa JOIN "achievements" a ON a."id" = aa."achievement_id" WHERE a."lesson_id" = p."lesson_id" AND aa."user_child_id" = p."users_child_id") / t."count"))),
  "finished" = p."finished" OR (SELECT count(*) FROM "accomplished_achievements" aa JOIN "achievements" a ON a."id" = aa."achievement_id" WHERE a."lesson_id" = p."lesson_id" AND aa."user_child_id" = p."users_child_id") >= t."count"
FROM (SELECT "lesson_id", count(*) AS "count" FROM "achievements" GROUP BY "lesson_id") t
WHERE t."lesson_id" = p."lesson_id";
--> statement-breakpoint
-- The final test opens by itself for a child who finished every published lesson of its course.
INSERT INTO "user_children_unlockables" ("users_child_id", "type")
SELECT c."id", 'FINAL_TEST' FROM "users_children" c JOIN "subscriptions" s ON s."id" = c."subscription_id"
WHERE EXISTS (SELECT 1 FROM "unlockables" WHERE "type" = 'FINAL_TEST')
  AND (SELECT count(*) FROM "lessons" l WHERE l."course_id" = s."course_id" AND l."published") > 0
  AND (SELECT count(*) FROM "lessons" l WHERE l."course_id" = s."course_id" AND l."published")
   <= (SELECT count(*) FROM "user_lesson_progresses" p JOIN "lessons" l ON l."id" = p."lesson_id" WHERE p."users_child_id" = c."id" AND p."finished" AND l."published")
ON CONFLICT DO NOTHING;
