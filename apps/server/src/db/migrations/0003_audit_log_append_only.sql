-- Audit rows are evidence: once written they are never changed or removed, whatever the client.
CREATE FUNCTION forbid_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER registration_logs_append_only
  BEFORE UPDATE OR DELETE ON registration_logs
  FOR EACH ROW EXECUTE FUNCTION forbid_audit_change();
--> statement-breakpoint
CREATE TRIGGER registration_logs_no_truncate
  BEFORE TRUNCATE ON registration_logs
  FOR EACH STATEMENT EXECUTE FUNCTION forbid_audit_change();
