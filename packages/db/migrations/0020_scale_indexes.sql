-- pg_trgm is a trusted extension (PostgreSQL 13+): the app's own role may create it; PGlite loads it (src/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "users_children_open_name_index";--> statement-breakpoint
CREATE INDEX "friend_requests_sender_index" ON "friend_requests" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "messages_recording_index" ON "messages" USING btree ("recording_id") WHERE "messages"."recording_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_course_group_index" ON "subscriptions" USING btree ("course_group_id");--> statement-breakpoint
CREATE INDEX "subscriptions_email_trigram_index" ON "subscriptions" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscriptions_ends_on_index" ON "subscriptions" USING btree ("ends_on","id");--> statement-breakpoint
CREATE INDEX "subscriptions_ungrouped_course_index" ON "subscriptions" USING btree ("course_id") WHERE "subscriptions"."course_group_id" is null;--> statement-breakpoint
CREATE INDEX "users_email_trigram_index" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trigram_index" ON "users" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_children_open_name_trigram_index" ON "users_children" USING gin ("name" gin_trgm_ops) WHERE "users_children"."open_profile";--> statement-breakpoint
CREATE INDEX "users_children_open_username_trigram_index" ON "users_children" USING gin ("username" gin_trgm_ops) WHERE "users_children"."open_profile";