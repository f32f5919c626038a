-- Per-account request budgets (ADR 045): one row per (account, route class), holding the count of
-- the current fixed window; a newer window replaces the count instead of adding a row, so the
-- table stays as small as the number of active accounts times five. UNLOGGED: the counts are
-- worth a minute or an hour, not a WAL record per flush (a crash or a fail-over starts them
-- from zero, which at worst grants one more window). The fill factor leaves room on each page
-- so that the counter updates stay HOT (no index write: neither updated column is indexed).
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"account_id" integer NOT NULL,
	"class" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_pk" PRIMARY KEY("account_id","class")
) WITH (fillfactor = 70);
--> statement-breakpoint
-- Every duplicate pre-check that matched a person (ADR 045): who asked, when, and whom it
-- matched (a registration in process, or a registry member), so that an approver sees who probes.
CREATE TABLE "duplicate_precheck_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"prober_id" integer NOT NULL,
	"prober_name" text NOT NULL,
	"prober_role" text NOT NULL,
	"prober_branch" text,
	"level" text NOT NULL,
	"registration_id" bigint,
	"member_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "duplicate_precheck_matches" ADD CONSTRAINT "duplicate_precheck_matches_prober_id_users_id_fk" FOREIGN KEY ("prober_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_precheck_matches" ADD CONSTRAINT "duplicate_precheck_matches_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_precheck_matches_prober_idx" ON "duplicate_precheck_matches" USING btree ("prober_id","id" DESC NULLS LAST);--> statement-breakpoint
-- Evidence, like the other logs: append-only for everyone (0003) and for the app's role (0012).
CREATE TRIGGER duplicate_precheck_matches_append_only
  BEFORE UPDATE OR DELETE ON duplicate_precheck_matches
  FOR EACH ROW EXECUTE FUNCTION forbid_audit_change();
--> statement-breakpoint
CREATE TRIGGER duplicate_precheck_matches_no_truncate
  BEFORE TRUNCATE ON duplicate_precheck_matches
  FOR EACH STATEMENT EXECUTE FUNCTION forbid_audit_change();
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'forma_app') THEN
    REVOKE UPDATE, DELETE, TRUNCATE ON duplicate_precheck_matches FROM forma_app;
  END IF;
END
$$;
