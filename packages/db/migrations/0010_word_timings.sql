-- Word timings beside verse recitations (issue 23): valid only for the recitation they were made for.
ALTER TABLE "verses" ADD COLUMN "word_timings" jsonb;--> statement-breakpoint
ALTER TABLE "verses" ADD COLUMN "word_timings_for" text;