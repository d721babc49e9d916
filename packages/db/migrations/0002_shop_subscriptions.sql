ALTER TABLE "subscriptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "wp_orders" ADD COLUMN "granted_days" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_unclaimed_email_course_unique" ON "subscriptions" USING btree (lower("email"),"course_id") WHERE "subscriptions"."user_id" is null;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_owner" CHECK ("subscriptions"."user_id" is not null or "subscriptions"."email" is not null);