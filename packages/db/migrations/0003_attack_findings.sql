CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users_children" ADD COLUMN "username_key" text;--> statement-breakpoint
ALTER TABLE "wp_orders" ADD COLUMN "modified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wp_orders" ADD COLUMN "delivery_id" text;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_index" ON "rate_limit_counters" USING btree ("window_started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_children_username_key_unique" ON "users_children" USING btree ("username_key");