CREATE TABLE "person_match_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_uid" text,
	"registration_id" bigint,
	"dob" date,
	"first_key" text NOT NULL,
	"last_key" text NOT NULL,
	"name_folded" text NOT NULL,
	"father_folded" text NOT NULL,
	"keys_version" smallint NOT NULL,
	CONSTRAINT "person_match_keys_one_source" CHECK (("person_match_keys"."member_uid" IS NULL) <> ("person_match_keys"."registration_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "person_match_keys_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"built_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_match_keys" ADD CONSTRAINT "person_match_keys_member_uid_members_uid_fk" FOREIGN KEY ("member_uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_match_keys" ADD CONSTRAINT "person_match_keys_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_match_keys_member_uid_key" ON "person_match_keys" USING btree ("member_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "person_match_keys_registration_id_key" ON "person_match_keys" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "person_match_keys_dob_idx" ON "person_match_keys" USING btree ("dob");--> statement-breakpoint
CREATE INDEX "person_match_keys_names_dob_idx" ON "person_match_keys" USING btree ("first_key","last_key","dob");