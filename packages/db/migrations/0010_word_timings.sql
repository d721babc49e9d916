ALTER TABLE "verses" ADD COLUMN "word_timings" jsonb;--> statement-breakpoint
ALTER TABLE "verses" ADD COLUMN "word_timings_for" text;