CREATE TABLE "revision_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"users_child_id" uuid NOT NULL,
	"lesson_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"last_review" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revision_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"grade" text NOT NULL,
	"graded_by" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"recall_before" double precision,
	"corrected_grade" text,
	"corrected_by" text,
	"corrected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_reviews_grade" CHECK (grade in ('AGAIN', 'HARD', 'GOOD')),
	CONSTRAINT "revision_reviews_graded_by" CHECK (graded_by in ('LEARNED', 'CHILD', 'PARENT', 'TEACHER')),
	CONSTRAINT "revision_reviews_corrected_grade" CHECK ("revision_reviews"."corrected_grade" is null or corrected_grade in ('AGAIN', 'HARD', 'GOOD'))
);
--> statement-breakpoint
ALTER TABLE "users_children" ADD COLUMN "spacious_reading" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users_children" ADD COLUMN "revision_minutes_per_day" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "users_children" ADD COLUMN "revision_days_per_week" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "revision_cards" ADD CONSTRAINT "revision_cards_users_child_id_users_children_id_fk" FOREIGN KEY ("users_child_id") REFERENCES "public"."users_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_cards" ADD CONSTRAINT "revision_cards_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_reviews" ADD CONSTRAINT "revision_reviews_card_id_revision_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."revision_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revision_cards_child_lesson_unique" ON "revision_cards" USING btree ("users_child_id","lesson_id");--> statement-breakpoint
CREATE INDEX "revision_cards_child_due_index" ON "revision_cards" USING btree ("users_child_id","due");--> statement-breakpoint
CREATE INDEX "revision_reviews_card_index" ON "revision_reviews" USING btree ("card_id","reviewed_at");--> statement-breakpoint
ALTER TABLE "users_children" ADD CONSTRAINT "users_children_revision_minutes" CHECK ("users_children"."revision_minutes_per_day" between 5 and 60);--> statement-breakpoint
ALTER TABLE "users_children" ADD CONSTRAINT "users_children_revision_days" CHECK ("users_children"."revision_days_per_week" between 1 and 7);