CREATE TABLE "export_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"view" text NOT NULL,
	"format" text NOT NULL,
	"columns" text NOT NULL,
	"branch" text,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_logs" ADD CONSTRAINT "export_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_logs_user_idx" ON "export_logs" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrations_created_branch_status_idx" ON "registrations" USING btree ("created_at","branch","status");--> statement-breakpoint
CREATE INDEX "registrations_waiting_since_idx" ON "registrations" USING btree ("status","updated_at","branch") WHERE "registrations"."status" <> 3;--> statement-breakpoint
-- Who exported what is evidence, like the other logs: append-only (0003, 0012).
CREATE TRIGGER export_logs_append_only
  BEFORE UPDATE OR DELETE ON export_logs
  FOR EACH ROW EXECUTE FUNCTION forbid_audit_change();
--> statement-breakpoint
CREATE TRIGGER export_logs_no_truncate
  BEFORE TRUNCATE ON export_logs
  FOR EACH STATEMENT EXECUTE FUNCTION forbid_audit_change();
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'forma_app') THEN
    REVOKE UPDATE, DELETE, TRUNCATE ON export_logs FROM forma_app;
  END IF;
END
$$;
