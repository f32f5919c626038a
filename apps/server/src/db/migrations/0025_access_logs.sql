-- ADR 054. Who read a person's full details, when, and how (the DPDP Act 2023; Rule 6 of the
-- DPDP Rules 2025 asks for logs of access to personal data, kept at least a year). One entry per
-- read: a record, the approved record, a card, an export, a subject export, a contact revealed.
-- The reader's role is the one she had at the time; `detail` says what an export or a batch
-- asked for (view, sort, which filter field, never a value a person typed, nor anyone's data).
CREATE TABLE "access_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"action" text NOT NULL,
	"registration_id" bigint,
	"record_count" integer NOT NULL,
	"detail" jsonb,
	CONSTRAINT "access_logs_action_check" CHECK ("action" IN ('record', 'approved-record', 'card', 'export', 'subject-export', 'contact')),
	CONSTRAINT "access_logs_count_check" CHECK ("record_count" >= 0 AND ("registration_id" IS NULL OR "record_count" = 1))
);
--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- A record's log, newest first (GET /api/registrations/:id/access-log, the subject export).
CREATE INDEX "access_logs_registration_idx" ON "access_logs" USING btree ("registration_id", "at" DESC, "id" DESC) WHERE "registration_id" IS NOT NULL;
--> statement-breakpoint
-- A period, oldest first (the administrator's CSV for a breach or an audit).
CREATE INDEX "access_logs_at_idx" ON "access_logs" USING btree ("at", "id");
--> statement-breakpoint
-- The records of an entry that read more than one (an export, a day's cards): their ids, sorted,
-- one row per range of 1,000 consecutive ids, with the first and last. A million-record export
-- is a thousand rows here (about 4 bytes a record, compressed) instead of a million rows of ~70
-- bytes with their index; a record's entries are found through the rows whose range holds it.
CREATE TABLE "access_log_batches" (
	"access_log_id" bigint NOT NULL,
	"first_id" bigint NOT NULL,
	"last_id" bigint NOT NULL,
	"registration_ids" bigint[] NOT NULL,
	CONSTRAINT "access_log_batches_range_check" CHECK ("first_id" <= "last_id")
);
--> statement-breakpoint
ALTER TABLE "access_log_batches" ADD CONSTRAINT "access_log_batches_access_log_id_access_logs_id_fk" FOREIGN KEY ("access_log_id") REFERENCES "public"."access_logs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "access_log_batches_range_idx" ON "access_log_batches" USING gist (int8range("first_id", "last_id", '[]'));
--> statement-breakpoint
CREATE INDEX "access_log_batches_entry_idx" ON "access_log_batches" USING btree ("access_log_id");
--> statement-breakpoint
-- Evidence, like the other logs: append-only (0003, 0012, 0019).
CREATE TRIGGER access_logs_append_only
  BEFORE UPDATE OR DELETE ON access_logs
  FOR EACH ROW EXECUTE FUNCTION forbid_audit_change();
--> statement-breakpoint
CREATE TRIGGER access_logs_no_truncate
  BEFORE TRUNCATE ON access_logs
  FOR EACH STATEMENT EXECUTE FUNCTION forbid_audit_change();
--> statement-breakpoint
CREATE TRIGGER access_log_batches_append_only
  BEFORE UPDATE OR DELETE ON access_log_batches
  FOR EACH ROW EXECUTE FUNCTION forbid_audit_change();
--> statement-breakpoint
CREATE TRIGGER access_log_batches_no_truncate
  BEFORE TRUNCATE ON access_log_batches
  FOR EACH STATEMENT EXECUTE FUNCTION forbid_audit_change();
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'forma_app') THEN
    REVOKE UPDATE, DELETE, TRUNCATE ON access_logs, access_log_batches FROM forma_app;
  END IF;
END
$$;
