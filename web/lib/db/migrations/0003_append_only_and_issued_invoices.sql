-- Rules the database keeps itself, whatever the application does (GoBD: issued invoices and their
-- documents are immutable; the admin audit log is append-only).

-- An issued invoice: only its status may move on (issued → paid or cancelled, paid → cancelled), and
-- its payment day be set once. Everything printed on it stays as it was; it is never deleted.
CREATE FUNCTION invoices_keep_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'draft' THEN
      RAISE EXCEPTION 'invoice % is issued and cannot be deleted', OLD.number USING ERRCODE = 'P0001', HINT = 'GoBD: issued invoices are kept unchanged; cancel with a credit note.';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'draft' THEN
    IF (to_jsonb(NEW) - ARRAY['status', 'paid_on', 'updated_at']) IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['status', 'paid_on', 'updated_at']) THEN
      RAISE EXCEPTION 'invoice % is issued: its content cannot change', OLD.number USING ERRCODE = 'P0001', HINT = 'GoBD: issued invoices are kept unchanged; cancel with a credit note.';
    END IF;
    IF NOT ((OLD.status = NEW.status)
        OR (OLD.status = 'issued' AND NEW.status IN ('paid', 'cancelled'))
        OR (OLD.status = 'paid' AND NEW.status = 'cancelled')) THEN
      RAISE EXCEPTION 'invoice %: status % cannot become %', OLD.number, OLD.status, NEW.status USING ERRCODE = 'P0001';
    END IF;
    IF OLD.paid_on IS NOT NULL AND NEW.paid_on IS DISTINCT FROM OLD.paid_on THEN
      RAISE EXCEPTION 'invoice %: the payment day is recorded already', OLD.number USING ERRCODE = 'P0001';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_keep_issued BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_keep_issued();
--> statement-breakpoint

-- The lines of an issued invoice are as fixed as the invoice.
CREATE FUNCTION invoice_items_keep_issued() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_status invoice_status;
BEGIN
  SELECT status INTO parent_status FROM invoices WHERE id = COALESCE(NEW.invoice_id, OLD.invoice_id);
  -- (no parent row: the draft itself is being deleted, which takes its lines along)
  IF parent_status IS NOT NULL AND parent_status <> 'draft' THEN
    RAISE EXCEPTION 'the lines of an issued invoice cannot change' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_items_keep_issued BEFORE INSERT OR UPDATE OR DELETE ON invoice_items FOR EACH ROW EXECUTE FUNCTION invoice_items_keep_issued();
--> statement-breakpoint

-- Stored invoice documents and the admin audit log are written once and then only read.
CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_documents_append_only BEFORE UPDATE OR DELETE ON invoice_documents FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_append_only BEFORE UPDATE OR DELETE ON admin_audit_log FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON admin_audit_log FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
