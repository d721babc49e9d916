ALTER TABLE "lesson_unlock_keys" DROP CONSTRAINT "lesson_unlock_keys_range";--> statement-breakpoint
-- Every stored pincode was 1000..999999 (the server refused less), so its digits are exactly what the parent types.
-- A smaller number can only come from a hand-made row; it is read as its 4 digits with leading zeros (123 is "0123").
ALTER TABLE "lesson_unlock_keys" ALTER COLUMN "secret_key" SET DATA TYPE text USING lpad("secret_key"::text, 4, '0');--> statement-breakpoint
ALTER TABLE "lesson_unlock_keys" ADD CONSTRAINT "lesson_unlock_keys_digits" CHECK ("lesson_unlock_keys"."secret_key" ~ '^[0-9]{4,6}$');
