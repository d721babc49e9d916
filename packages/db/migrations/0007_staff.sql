CREATE TABLE "staff_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_grants" (
	"email" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_grants_kind" CHECK (kind in ('teacher', 'administrator')),
	CONSTRAINT "staff_grants_email_lower" CHECK ("staff_grants"."email" = lower("staff_grants"."email"))
);
--> statement-breakpoint
CREATE TABLE "staff_groups" (
	"user_id" uuid NOT NULL,
	"course_group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_from";--> statement-breakpoint
ALTER TABLE "dev_accounts" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "replies_to" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "publish_on" date DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_as" text DEFAULT 'family' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_lesson_progresses" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_claim_kind" text;--> statement-breakpoint
ALTER TABLE "users_child_details" ADD COLUMN "about_me_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users_child_details" ADD COLUMN "final_message_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weekly_facts" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_facts" ADD COLUMN "publish_on" date DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_facts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_groups" ADD CONSTRAINT "staff_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_groups" ADD CONSTRAINT "staff_groups_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_created_index" ON "staff_audit" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_groups_user_group_unique" ON "staff_groups" USING btree ("user_id","course_group_id");--> statement-breakpoint
CREATE INDEX "staff_groups_group_index" ON "staff_groups" USING btree ("course_group_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_replies_to" CHECK (replies_to in ('ABOUT_ME', 'FINAL_MESSAGE'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_from" CHECK ("from" in ('LESSON', 'PARENT', 'TEACHER'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_state" CHECK (state in ('draft', 'published', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_title_bilingual" CHECK (jsonb_typeof(title) = 'object' and title ? 'nl' and title ? 'en');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_description_bilingual" CHECK (jsonb_typeof(description) = 'object' and description ? 'nl' and description ? 'en');--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_as" CHECK (acting_as in ('family', 'staff'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_claim_kind" CHECK (staff_claim_kind in ('teacher', 'administrator'));--> statement-breakpoint
ALTER TABLE "weekly_facts" ADD CONSTRAINT "weekly_facts_state" CHECK (state in ('draft', 'published', 'withdrawn'));--> statement-breakpoint
-- Announcements written before publication dates were shown from the day they were written.
UPDATE "notifications" SET "publish_on" = "created_at"::date;--> statement-breakpoint
-- The best known moment a lesson was finished, for the group progress per week.
UPDATE "user_lesson_progresses" SET "finished_at" = "updated_at" WHERE "finished";
