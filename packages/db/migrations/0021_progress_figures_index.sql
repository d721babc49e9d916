-- IF NOT EXISTS: an institute with millions of progress rows may build it beforehand, CONCURRENTLY (docs/deploying.md).
CREATE INDEX IF NOT EXISTS "user_lesson_progresses_child_figures_index" ON "user_lesson_progresses" USING btree ("users_child_id","lesson_id","finished","view_count","finished_at");--> statement-breakpoint
DROP INDEX IF EXISTS "user_lesson_progresses_child_index";
