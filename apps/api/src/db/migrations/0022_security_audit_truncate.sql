-- The audit trail is append-only, TRUNCATE included: the row trigger of 0014 never sees a TRUNCATE,
-- so a statement-level trigger refuses it (PostgreSQL 15 and PGlite alike).
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
