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
CREATE UNIQUE INDEX "users_children_username_key_unique" ON "users_children" USING btree ("username_key");--> statement-breakpoint
-- The development provider only knows e-mail addresses it was given (DECISIONS: verified e-mail).
UPDATE "users" SET "email_verified" = true WHERE "oidc_issuer" = 'development';
--> statement-breakpoint
-- A refunded order was paid: its days were taken back for good (granted_days 0, DECISIONS: deliveries).
UPDATE "wp_orders" SET "granted_days" = 0 WHERE "granted_days" IS NULL AND "status" = 'refunded';
