ALTER TABLE "person_match_keys" ADD COLUMN "initial_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "person_match_keys_given_dob_idx" ON "person_match_keys" USING btree ("first_key","dob","last_key","father_key","member_uid","registration_id");--> statement-breakpoint
CREATE INDEX "person_match_keys_surname_initial_idx" ON "person_match_keys" USING btree ("last_key","initial_key","dob","first_key","father_key","member_uid","registration_id");
