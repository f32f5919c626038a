-- ADR 056. The person's requests about an approved record, sent to the collection service
-- through the outbox: a correction (what is to be corrected) or an erasure (why). Each row is
-- one request and the outbox row that carries it; a second request of the same kind while the
-- first waits for delivery is not queued again. Evidence of what the organisation was asked and
-- when, like the other logs: append-only for everyone and for the app's role.
CREATE TABLE "subject_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registration_id" bigint NOT NULL,
	"jig_uid" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_by_role" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outbox_id" bigint NOT NULL,
	CONSTRAINT "subject_requests_kind_check" CHECK ("kind" IN ('erasure', 'correction'))
);
--> statement-breakpoint
ALTER TABLE "subject_requests" ADD CONSTRAINT "subject_requests_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_requests" ADD CONSTRAINT "subject_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_requests" ADD CONSTRAINT "subject_requests_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_requests_registration_idx" ON "subject_requests" USING btree ("registration_id","kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE TRIGGER subject_requests_append_only
  BEFORE UPDATE OR DELETE ON subject_requests
  FOR EACH ROW EXECUTE FUNCTION forbid_audit_change();
--> statement-breakpoint
CREATE TRIGGER subject_requests_no_truncate
  BEFORE TRUNCATE ON subject_requests
  FOR EACH STATEMENT EXECUTE FUNCTION forbid_audit_change();
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'forma_app') THEN
    REVOKE UPDATE, DELETE, TRUNCATE ON subject_requests FROM forma_app;
  END IF;
END
$$;
--> statement-breakpoint
-- The built-in collection service's side (used when COLLECTION_SERVICE_URL is unset): the
-- requests it received, once per Idempotency-Key, as an external service would keep them.
CREATE TABLE "collection_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"jig_uid" text NOT NULL,
	"request" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The outbox rows of one record by kind: the hand-off of an approval (not the requests about it),
-- and the requests still waiting.
CREATE INDEX "outbox_registration_kind_idx" ON "outbox" USING btree ("registration_id","kind","id" DESC NULLS LAST);
