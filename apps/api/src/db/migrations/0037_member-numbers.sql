ALTER TABLE "policies" ADD COLUMN "member_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "policies_member_number_key" ON "policies" USING btree ("member_number");--> statement-breakpoint
-- Every health policy (HI) issued before member numbers gets one now (docs/business-rules.md,
-- 'Health plan members'): 'AM' and 10 characters of Crockford base32, each from one random byte of
-- gen_random_uuid() (a CSPRNG; bytes 6 and 8 carry the UUID's version and variant, so they are
-- skipped). New policies get theirs from the policies module when issued.
CREATE FUNCTION alaafia_new_member_number() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'AM' || string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(b, i) % 32 + 1, 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) r, unnest(ARRAY[0, 1, 2, 3, 4, 5, 10, 11, 12, 13]) AS i
$$;--> statement-breakpoint
UPDATE "policies" SET "member_number" = alaafia_new_member_number() WHERE "product_uid" = 'HI' AND "member_number" IS NULL;--> statement-breakpoint
DROP FUNCTION alaafia_new_member_number();
