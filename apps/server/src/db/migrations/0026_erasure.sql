-- ADR 055. A record not yet approved can have its personal data erased (status 9): by an
-- approver or an administrator at the person's request, or by the retention job. The row stays
-- as a tombstone (id, status, branch, dates) and says who erased it and why; the personal columns
-- are blanked in place ('' for text, NULL for the date of birth), so no NOT NULL needs relaxing.
-- erased_by is the account, NULL for the retention job (erased_by_name 'Retention').
ALTER TABLE "registrations" ADD COLUMN "erased_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "erased_by" integer REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "erased_by_name" text;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "erasure_reason" text;
--> statement-breakpoint
-- An erased record always says when, by whom and why; no other record claims to be erased.
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_erasure_check" CHECK (("status" = 9) = ("erased_at" IS NOT NULL AND "erased_by_name" IS NOT NULL AND "erasure_reason" IS NOT NULL)) NOT VALID;
--> statement-breakpoint
ALTER TABLE "registrations" VALIDATE CONSTRAINT "registrations_erasure_check";
--> statement-breakpoint
-- The stored answers of the intake's saves (Idempotency-Key) are copies of the record: the
-- erasure finds and deletes them by the record's id instead of reading the whole table.
CREATE INDEX "idempotency_keys_registration_idx" ON "idempotency_keys" (("response" -> 'registration' ->> 'id'));
--> statement-breakpoint
-- The bell's entries about a record (they carry its name): deleted with the erasure.
CREATE INDEX "notifications_registration_idx" ON "notifications" ("registration_id") WHERE "registration_id" IS NOT NULL;
