-- Same rule as registration_logs: the history of a transfer is never rewritten.
CREATE TRIGGER transfer_logs_append_only
  BEFORE UPDATE OR DELETE ON transfer_logs
  FOR EACH ROW EXECUTE FUNCTION forbid_audit_change();
--> statement-breakpoint
CREATE TRIGGER transfer_logs_no_truncate
  BEFORE TRUNCATE ON transfer_logs
  FOR EACH STATEMENT EXECUTE FUNCTION forbid_audit_change();
