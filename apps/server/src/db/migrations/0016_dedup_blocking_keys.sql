DROP INDEX "person_match_keys_names_dob_idx";--> statement-breakpoint
DROP INDEX "person_match_keys_dob_idx";--> statement-breakpoint
ALTER TABLE "person_match_keys" ADD COLUMN "father_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "person_match_keys" ADD COLUMN "names_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "person_match_keys_names_idx" ON "person_match_keys" USING btree ("names_key","dob","first_key","last_key","father_key","member_uid","registration_id");--> statement-breakpoint
CREATE INDEX "person_match_keys_given_father_idx" ON "person_match_keys" USING btree ("first_key","father_key","dob","last_key","member_uid","registration_id");--> statement-breakpoint
CREATE INDEX "person_match_keys_surname_father_idx" ON "person_match_keys" USING btree ("last_key","father_key","dob","first_key","member_uid","registration_id");--> statement-breakpoint
CREATE INDEX "person_match_keys_father_dob_idx" ON "person_match_keys" USING btree ("father_key","dob","first_key","last_key","member_uid","registration_id");--> statement-breakpoint
CREATE INDEX "person_match_keys_dob_idx" ON "person_match_keys" USING btree ("dob","first_key","last_key","father_key","member_uid","registration_id");