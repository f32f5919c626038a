-- ADR 053. The seeker's consent to the privacy notice, recorded at submit: the notice version and
-- language the secretary showed, the account that recorded it and when. Records from before
-- this change keep NULL, read as "consent not recorded": nothing is made up for them.
ALTER TABLE "registrations" ADD COLUMN "consent_notice_version" text;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "consent_language" text;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "consent_recorded_by" integer;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "consent_recorded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_consent_recorded_by_users_id_fk" FOREIGN KEY ("consent_recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- A consent is whole or absent: a version without its language, recorder or time is no record.
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_consent_whole_check" CHECK (
  ("consent_notice_version" IS NULL AND "consent_language" IS NULL AND "consent_recorded_by" IS NULL AND "consent_recorded_at" IS NULL)
  OR ("consent_notice_version" IS NOT NULL AND "consent_language" IN ('en', 'hi') AND "consent_recorded_by" IS NOT NULL AND "consent_recorded_at" IS NOT NULL)
) NOT VALID;
--> statement-breakpoint
ALTER TABLE "registrations" VALIDATE CONSTRAINT "registrations_consent_whole_check";
