CREATE TABLE "accomplished_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"achievement_id" integer NOT NULL,
	"user_child_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "achievements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"achievement_type" text NOT NULL,
	"title" jsonb NOT NULL,
	CONSTRAINT "achievements_type" CHECK (achievement_type in ('DICTIONARY', 'LESSON', 'QUIZ', 'SOERAH', 'TRANSLATION'))
);
--> statement-breakpoint
CREATE TABLE "course_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"course_type" text NOT NULL,
	"max_profiles_count" integer NOT NULL,
	"semi_stream" boolean DEFAULT false NOT NULL,
	"has_achievements" boolean DEFAULT true NOT NULL,
	"introduction" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_max_profiles_positive" CHECK ("courses"."max_profiles_count" > 0),
	CONSTRAINT "courses_name_bilingual" CHECK (jsonb_typeof(name) = 'object' and name ? 'nl' and name ? 'en')
);
--> statement-breakpoint
CREATE TABLE "dev_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_words" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionary_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"character" text NOT NULL,
	"character_name" jsonb NOT NULL,
	"word" text NOT NULL,
	"meaning" jsonb NOT NULL,
	CONSTRAINT "dictionary_words_meaning_bilingual" CHECK (jsonb_typeof(meaning) = 'object' and meaning ? 'nl' and meaning ? 'en')
);
--> statement-breakpoint
CREATE TABLE "final_test_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "final_test_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "final_test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"users_child_id" uuid NOT NULL,
	"final_test_question_id" integer NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"accepted" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_requests_not_self" CHECK ("friend_requests"."sender_id" <> "friend_requests"."receiver_id"),
	CONSTRAINT "friend_requests_accepted_true_or_null" CHECK ("friend_requests"."accepted" is null or "friend_requests"."accepted")
);
--> statement-breakpoint
CREATE TABLE "lesson_unlock_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"secret_key" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_unlock_keys_range" CHECK ("lesson_unlock_keys"."secret_key" between 0 and 999999)
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"lesson_number" integer NOT NULL,
	"surah_number" integer,
	"name" jsonb NOT NULL,
	"label" jsonb,
	"description" jsonb,
	"content" jsonb,
	"tips" jsonb,
	"quiz" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	"vimeo_url" text,
	"video_key" text,
	"published" boolean DEFAULT true NOT NULL,
	"locked" boolean,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_name_bilingual" CHECK (jsonb_typeof(name) = 'object' and name ? 'nl' and name ? 'en'),
	CONSTRAINT "lessons_quiz_array" CHECK (jsonb_typeof("lessons"."quiz") = 'array')
);
--> statement-breakpoint
CREATE TABLE "library_downloads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_downloads_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_downloads_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"library_download_id" integer NOT NULL,
	"language" text NOT NULL,
	"key" text NOT NULL,
	"filename" text NOT NULL,
	"file_type" text NOT NULL,
	"size_bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"users_child_id" uuid NOT NULL,
	"from" text NOT NULL,
	"lesson_id" integer,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"opened" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_from" CHECK ("from" in ('LESSON', 'PARENT'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_group_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_developments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_developments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"key" text NOT NULL,
	"chapter" integer NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb,
	"text" jsonb,
	"image" text,
	"vimeo" text,
	"attachment_download_id" integer
);
--> statement-breakpoint
CREATE TABLE "pincode_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"key" text NOT NULL,
	"course_type" text NOT NULL,
	"surah_number" integer,
	"title" jsonb NOT NULL,
	"image" text,
	"vimeo_url" text
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"id_token" text,
	"parent_area_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"max_profile_count" integer NOT NULL,
	CONSTRAINT "subscription_configs_max_positive" CHECK ("subscription_configs"."max_profile_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"course_group_id" integer,
	"subscription_config_id" integer NOT NULL,
	"wp_order_id" bigint,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_period_order" CHECK ("subscriptions"."ends_on" >= "subscriptions"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "unlockables" (
	"type" text PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	CONSTRAINT "unlockables_type" CHECK (type in ('FINAL_TEST', 'FINAL_MESSAGE', 'CERTIFICATE'))
);
--> statement-breakpoint
CREATE TABLE "user_children_unlockables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"users_child_id" uuid NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_lesson_progresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"users_child_id" uuid NOT NULL,
	"lesson_id" integer NOT NULL,
	"time_progress" numeric DEFAULT 0 NOT NULL,
	"percentage" numeric DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"unlocked_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_lesson_progresses_percentage_range" CHECK ("user_lesson_progresses"."percentage" between 0 and 100),
	CONSTRAINT "user_lesson_progresses_time_positive" CHECK ("user_lesson_progresses"."time_progress" >= 0),
	CONSTRAINT "user_lesson_progresses_views_positive" CHECK ("user_lesson_progresses"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"oidc_issuer" text NOT NULL,
	"oidc_subject" text NOT NULL,
	"username" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"relation_to_kid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users_child_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"users_child_id" uuid NOT NULL,
	"about_me" text,
	"about_me_sent_at" timestamp with time zone,
	"final_message" text,
	"final_message_sent_at" timestamp with time zone,
	"favourite_animal" text,
	"favourite_color" text,
	"favourite_food" text,
	"favourite_sport" text,
	"favourite_film" text,
	"favourite_book" text,
	"favourite_school_subject" text,
	"dream_job" text,
	"hobbies" text,
	"hero" text,
	"favorite_soerah" text,
	"favorite_lesson" text,
	"learned_achievements" text,
	"thankfull_for" text,
	"wish" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users_children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"avatar" text NOT NULL,
	"content_key" text,
	"open_profile" boolean DEFAULT false NOT NULL,
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_children_gender" CHECK (gender in ('boy', 'girl'))
);
--> statement-breakpoint
CREATE TABLE "verses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"surah_number" integer NOT NULL,
	"ayah_number" integer NOT NULL,
	"verse" text NOT NULL,
	"pronunciation" text NOT NULL,
	"translation" jsonb NOT NULL,
	"attachment_key" text,
	"attachment_filename" text
);
--> statement-breakpoint
CREATE TABLE "weekly_facts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekly_facts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"message" jsonb NOT NULL,
	CONSTRAINT "weekly_facts_message_bilingual" CHECK (jsonb_typeof(message) = 'object' and message ? 'nl' and message ? 'en')
);
--> statement-breakpoint
CREATE TABLE "words" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"word" text NOT NULL,
	"meaning" jsonb NOT NULL,
	CONSTRAINT "words_meaning_bilingual" CHECK (jsonb_typeof(meaning) = 'object' and meaning ? 'nl' and meaning ? 'en')
);
--> statement-breakpoint
CREATE TABLE "wp_orders" (
	"id" bigint PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"status" text NOT NULL,
	"raw_payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accomplished_achievements" ADD CONSTRAINT "accomplished_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accomplished_achievements" ADD CONSTRAINT "accomplished_achievements_user_child_id_users_children_id_fk" FOREIGN KEY ("user_child_id") REFERENCES "public"."users_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_groups" ADD CONSTRAINT "course_groups_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_words" ADD CONSTRAINT "dictionary_words_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_test_questions" ADD CONSTRAINT "final_test_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_test_results" ADD CONSTRAINT "final_test_results_users_child_id_users_children_id_fk" FOREIGN KEY ("users_child_id") REFERENCES "public"."users_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_test_results" ADD CONSTRAINT "final_test_results_final_test_question_id_final_test_questions_id_fk" FOREIGN KEY ("final_test_question_id") REFERENCES "public"."final_test_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_sender_id_users_children_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_receiver_id_users_children_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_unlock_keys" ADD CONSTRAINT "lesson_unlock_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_downloads" ADD CONSTRAINT "library_downloads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_downloads_attachments" ADD CONSTRAINT "library_downloads_attachments_library_download_id_library_downloads_id_fk" FOREIGN KEY ("library_download_id") REFERENCES "public"."library_downloads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_users_child_id_users_children_id_fk" FOREIGN KEY ("users_child_id") REFERENCES "public"."users_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_developments" ADD CONSTRAINT "personal_developments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_developments" ADD CONSTRAINT "personal_developments_attachment_download_id_library_downloads_id_fk" FOREIGN KEY ("attachment_download_id") REFERENCES "public"."library_downloads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pincode_attempts" ADD CONSTRAINT "pincode_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recitations" ADD CONSTRAINT "recitations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscription_config_id_subscription_configs_id_fk" FOREIGN KEY ("subscription_config_id") REFERENCES "public"."subscription_configs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_wp_order_id_wp_orders_id_fk" FOREIGN KEY ("wp_order_id") REFERENCES "public"."wp_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_children_unlockables" ADD CONSTRAINT "user_children_unlockables_users_child_id_users_children_id_fk" FOREIGN KEY ("users_child_id") REFERENCES "public"."users_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_children_unlockables" ADD CONSTRAINT "user_children_unlockables_type_unlockables_type_fk" FOREIGN KEY ("type") REFERENCES "public"."unlockables"("type") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lesson_progresses" ADD CONSTRAINT "user_lesson_progresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lesson_progresses" ADD CONSTRAINT "user_lesson_progresses_users_child_id_users_children_id_fk" FOREIGN KEY ("users_child_id") REFERENCES "public"."users_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lesson_progresses" ADD CONSTRAINT "user_lesson_progresses_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_child_details" ADD CONSTRAINT "users_child_details_users_child_id_users_children_id_fk" FOREIGN KEY ("users_child_id") REFERENCES "public"."users_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_children" ADD CONSTRAINT "users_children_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_children" ADD CONSTRAINT "users_children_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verses" ADD CONSTRAINT "verses_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_facts" ADD CONSTRAINT "weekly_facts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wp_orders" ADD CONSTRAINT "wp_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accomplished_achievements_unique" ON "accomplished_achievements" USING btree ("user_child_id","achievement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "achievements_lesson_type_unique" ON "achievements" USING btree ("lesson_id","achievement_type");--> statement-breakpoint
CREATE UNIQUE INDEX "course_groups_slug_unique" ON "course_groups" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_unique" ON "courses" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_accounts_email_lower_unique" ON "dev_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_words_course_character_unique" ON "dictionary_words" USING btree ("course_id","character");--> statement-breakpoint
CREATE UNIQUE INDEX "final_test_questions_course_sequence_unique" ON "final_test_questions" USING btree ("course_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "final_test_results_child_question_unique" ON "final_test_results" USING btree ("users_child_id","final_test_question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pair_unique" ON "friend_requests" USING btree (least("sender_id", "receiver_id"),greatest("sender_id", "receiver_id"));--> statement-breakpoint
CREATE INDEX "friend_requests_receiver_index" ON "friend_requests" USING btree ("receiver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_unlock_keys_user_unique" ON "lesson_unlock_keys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_course_sequence_unique" ON "lessons" USING btree ("course_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "library_downloads_course_key_unique" ON "library_downloads" USING btree ("course_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "library_downloads_attachments_language_unique" ON "library_downloads_attachments" USING btree ("library_download_id","language");--> statement-breakpoint
CREATE INDEX "messages_child_created_index" ON "messages" USING btree ("users_child_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_group_key_unique" ON "notifications" USING btree ("course_group_id","key");--> statement-breakpoint
CREATE INDEX "notifications_group_created_index" ON "notifications" USING btree ("course_group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_developments_course_key_unique" ON "personal_developments" USING btree ("course_id","key");--> statement-breakpoint
CREATE INDEX "pincode_attempts_user_created_index" ON "pincode_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recitations_course_key_unique" ON "recitations" USING btree ("course_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_unique" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_index" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_configs_max_unique" ON "subscription_configs" USING btree ("max_profile_count");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_course_unique" ON "subscriptions" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_children_unlockables_unique" ON "user_children_unlockables" USING btree ("users_child_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "user_lesson_progresses_unique" ON "user_lesson_progresses" USING btree ("user_id","lesson_id","users_child_id");--> statement-breakpoint
CREATE INDEX "user_lesson_progresses_child_index" ON "user_lesson_progresses" USING btree ("users_child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_identity_unique" ON "users" USING btree ("oidc_issuer","oidc_subject");--> statement-breakpoint
CREATE INDEX "users_email_lower_index" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_child_details_child_unique" ON "users_child_details" USING btree ("users_child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_children_username_lower_unique" ON "users_children" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_children_subscription_index" ON "users_children" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "users_children_user_index" ON "users_children" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_children_open_name_index" ON "users_children" USING btree (lower("name")) WHERE "users_children"."open_profile";--> statement-breakpoint
CREATE UNIQUE INDEX "verses_lesson_sequence_unique" ON "verses" USING btree ("lesson_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_facts_course_sequence_unique" ON "weekly_facts" USING btree ("course_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "words_lesson_sequence_unique" ON "words" USING btree ("lesson_id","sequence");--> statement-breakpoint
CREATE INDEX "wp_orders_email_lower_index" ON "wp_orders" USING btree (lower("email"));--> statement-breakpoint
CREATE VIEW "public"."friend_requests_view" AS (
  select r.id as friend_request_id, r.accepted, r.created_at,
         s.id as sender_id,
         s.name as sender_name,
         s.username as sender_username,
         s.avatar as sender_avatar,
         (select count(*)::int from user_lesson_progresses p where p.users_child_id = s.id and p.finished) as sender_stars,
         s.created_at as sender_joining_date,
         case when r.accepted then sd.favourite_animal end as sender_favourite_animal,
         case when r.accepted then sd.favourite_color end as sender_favourite_color,
         case when r.accepted then sd.favourite_food end as sender_favourite_food,
         case when r.accepted then sd.favourite_sport end as sender_favourite_sport,
         case when r.accepted then sd.favourite_film end as sender_favourite_film,
         case when r.accepted then sd.favourite_book end as sender_favourite_book,
         case when r.accepted then sd.favourite_school_subject end as sender_favourite_school_subject,
         case when r.accepted then sd.dream_job end as sender_dream_job,
         case when r.accepted then sd.hobbies end as sender_hobbies,
         case when r.accepted then sd.hero end as sender_hero,
         case when r.accepted then sd.favorite_soerah end as sender_favorite_soerah,
         case when r.accepted then sd.favorite_lesson end as sender_favorite_lesson,
         case when r.accepted then sd.learned_achievements end as sender_learned_achievements,
         case when r.accepted then sd.thankfull_for end as sender_thankfull_for,
         case when r.accepted then sd.wish end as sender_wish,
         case when r.accepted then sd.about_me end as sender_about_me,
         v.id as receiver_id,
         v.name as receiver_name,
         v.username as receiver_username,
         v.avatar as receiver_avatar,
         (select count(*)::int from user_lesson_progresses p where p.users_child_id = v.id and p.finished) as receiver_stars,
         v.created_at as receiver_joining_date,
         case when r.accepted then vd.favourite_animal end as receiver_favourite_animal,
         case when r.accepted then vd.favourite_color end as receiver_favourite_color,
         case when r.accepted then vd.favourite_food end as receiver_favourite_food,
         case when r.accepted then vd.favourite_sport end as receiver_favourite_sport,
         case when r.accepted then vd.favourite_film end as receiver_favourite_film,
         case when r.accepted then vd.favourite_book end as receiver_favourite_book,
         case when r.accepted then vd.favourite_school_subject end as receiver_favourite_school_subject,
         case when r.accepted then vd.dream_job end as receiver_dream_job,
         case when r.accepted then vd.hobbies end as receiver_hobbies,
         case when r.accepted then vd.hero end as receiver_hero,
         case when r.accepted then vd.favorite_soerah end as receiver_favorite_soerah,
         case when r.accepted then vd.favorite_lesson end as receiver_favorite_lesson,
         case when r.accepted then vd.learned_achievements end as receiver_learned_achievements,
         case when r.accepted then vd.thankfull_for end as receiver_thankfull_for,
         case when r.accepted then vd.wish end as receiver_wish,
         case when r.accepted then vd.about_me end as receiver_about_me
    from friend_requests r
    join users_children s on s.id = r.sender_id
    join users_children v on v.id = r.receiver_id
    left join users_child_details sd on sd.users_child_id = s.id
    left join users_child_details vd on vd.users_child_id = v.id);--> statement-breakpoint
CREATE VIEW "public"."friends_view" AS (
  select r.id as friend_request_id, side.users_child_id, f.id, f.name, f.avatar, f.username
    from friend_requests r
    cross join lateral (values (r.sender_id, r.receiver_id), (r.receiver_id, r.sender_id))
      as side(users_child_id, friend_id)
    join users_children f on f.id = side.friend_id
   where r.accepted);--> statement-breakpoint
CREATE VIEW "public"."stars" AS (
  select c.id as users_child_id,
         (select count(*)::int from user_lesson_progresses p
           where p.users_child_id = c.id and p.finished) as stars
    from users_children c);