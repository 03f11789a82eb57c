-- The audit log is append-only (decision 019): rows are written with the change they record and
-- never altered or removed. A trigger refuses UPDATE and DELETE of any row (SQLSTATE 55000,
-- object_not_in_prerequisite_state), whoever asks, so neither a bug nor a stray query can rewrite
-- who did what. TRUNCATE (the development seed's reset) is left alone.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = '55000';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
