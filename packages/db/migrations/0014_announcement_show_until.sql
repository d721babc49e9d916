-- An announcement about a date (a parents' evening) is shown until that day, not for ever after (issue 34).
ALTER TABLE "notifications" ADD COLUMN "show_until" date;