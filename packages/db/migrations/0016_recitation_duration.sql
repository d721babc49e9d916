-- How long each verse recitation plays, read from its audio at upload (issue 36): word timings are checked against it.
ALTER TABLE "verses" ADD COLUMN "recitation_duration_ms" integer;