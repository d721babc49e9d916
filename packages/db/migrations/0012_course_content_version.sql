-- The course part of a child's lessons is kept in each server copy with the value below; any change to what it
-- holds (lessons, their achievements), by the staff area, an import or by hand, gives a new value, which every read
-- of a child's lessons sees in the same statement (issue 25). Rows written again unchanged (an import of the same
-- pack), a lesson's draft and the other columns the list does not show leave it alone.
CREATE TABLE "course_content_version" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "course_content_version_one_row" CHECK ("course_content_version"."only")
);
--> statement-breakpoint
INSERT INTO "course_content_version" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION "course_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "course_content_version" SET "version" = gen_random_uuid();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lessons_added_or_removed" AFTER INSERT OR DELETE ON "lessons"
  FOR EACH ROW EXECUTE FUNCTION "course_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "lessons_changed" AFTER UPDATE ON "lessons" FOR EACH ROW
  WHEN ((OLD."course_id", OLD."sequence", OLD."lesson_number", OLD."surah_number", OLD."name", OLD."label",
      OLD."description", OLD."image", OLD."published", OLD."locked")
    IS DISTINCT FROM (NEW."course_id", NEW."sequence", NEW."lesson_number", NEW."surah_number", NEW."name", NEW."label",
      NEW."description", NEW."image", NEW."published", NEW."locked"))
  EXECUTE FUNCTION "course_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "lessons_emptied" AFTER TRUNCATE ON "lessons" FOR EACH STATEMENT EXECUTE FUNCTION "course_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "achievements_added_or_removed" AFTER INSERT OR DELETE ON "achievements"
  FOR EACH ROW EXECUTE FUNCTION "course_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "achievements_changed" AFTER UPDATE ON "achievements" FOR EACH ROW
  WHEN ((OLD."lesson_id", OLD."achievement_type", OLD."title") IS DISTINCT FROM (NEW."lesson_id", NEW."achievement_type", NEW."title"))
  EXECUTE FUNCTION "course_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "achievements_emptied" AFTER TRUNCATE ON "achievements" FOR EACH STATEMENT
  EXECUTE FUNCTION "course_content_changed"();
