CREATE TABLE "homework_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_group_id" integer NOT NULL,
	"users_child_id" uuid,
	"lesson_id" integer NOT NULL,
	"task" text NOT NULL,
	"due_on" date NOT NULL,
	"note" jsonb NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_assignments_task" CHECK (task in ('LISTEN', 'RECITE', 'LEARN_BY_HEART', 'REVISE')),
	CONSTRAINT "homework_assignments_note" CHECK (jsonb_typeof(note) = 'object' and note ? 'nl' and note ? 'en')
);
--> statement-breakpoint
CREATE TABLE "homework_hand_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"users_child_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"handed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stars" integer,
	"teacher_note" text,
	"teacher_name" text,
	"graded_by" uuid,
	"graded_at" timestamp with time zone,
	CONSTRAINT "homework_hand_ins_kind" CHECK (kind in ('RECORDING', 'TOGETHER')),
	CONSTRAINT "homework_hand_ins_stars" CHECK ("homework_hand_ins"."stars" is null or "homework_hand_ins"."stars" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "weekly_letters" (
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_letter" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "letter_token" text;--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_users_child_id_users_children_id_fk" FOREIGN KEY ("users_child_id") REFERENCES "public"."users_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_hand_ins" ADD CONSTRAINT "homework_hand_ins_assignment_id_homework_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."homework_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_hand_ins" ADD CONSTRAINT "homework_hand_ins_users_child_id_users_children_id_fk" FOREIGN KEY ("users_child_id") REFERENCES "public"."users_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_hand_ins" ADD CONSTRAINT "homework_hand_ins_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_letters" ADD CONSTRAINT "weekly_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_assignments_group_due_index" ON "homework_assignments" USING btree ("course_group_id","due_on");--> statement-breakpoint
CREATE INDEX "homework_assignments_child_index" ON "homework_assignments" USING btree ("users_child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_hand_ins_assignment_child_unique" ON "homework_hand_ins" USING btree ("assignment_id","users_child_id");--> statement-breakpoint
CREATE INDEX "homework_hand_ins_child_index" ON "homework_hand_ins" USING btree ("users_child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_letters_user_week_unique" ON "weekly_letters" USING btree ("user_id","week");--> statement-breakpoint
CREATE UNIQUE INDEX "users_letter_token_unique" ON "users" USING btree ("letter_token");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK (language in ('nl', 'en'));