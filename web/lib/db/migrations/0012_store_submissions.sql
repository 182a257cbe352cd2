-- A form submission (a lead or a review, with its e-mails) stored in one statement: one round trip from
-- the app instead of five (BEGIN, lock, look-up, insert, COMMIT), and plans that the function keeps.
-- Called by web/lib/submissions/store.ts with the row as JSON keyed by column name.
--
-- The same content is serialised by an advisory lock for the transaction, taken before the look-up. In a
-- function each statement reads what was committed when it began, so the look-up after the lock sees the
-- copy that the lock waited for. The earlier copy: the row with the same Idempotency-Key first, else a
-- row with the same content within the duplicate window. Outcome: 'created' or 'duplicate' with the
-- row's id, or 'keyReused' (the key came before with other content).
CREATE FUNCTION store_submission(form text, submission jsonb, mails jsonb, duplicate_window_minutes integer,
                                 OUT outcome text, OUT id uuid)
LANGUAGE plpgsql AS $$
DECLARE
  hash text := submission->>'content_hash';
  given_key text := submission->>'idempotency_key';
  since timestamptz := now() - make_interval(mins => duplicate_window_minutes);
  earlier record;
BEGIN
  IF form NOT IN ('lead', 'review') THEN
    RAISE EXCEPTION 'store_submission: unknown form %', form;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended(hash, 0));
  IF form = 'lead' THEN
    SELECT l.id, l.content_hash, coalesce(l.idempotency_key = given_key, false) AS by_key
      INTO earlier FROM leads l
      WHERE l.idempotency_key = given_key OR (l.content_hash = hash AND l.created_at > since)
      ORDER BY 3 DESC LIMIT 1;
  ELSE
    SELECT r.id, r.content_hash, coalesce(r.idempotency_key = given_key, false) AS by_key
      INTO earlier FROM reviews r
      WHERE r.idempotency_key = given_key OR (r.content_hash = hash AND r.created_at > since)
      ORDER BY 3 DESC LIMIT 1;
  END IF;
  IF FOUND THEN
    outcome := CASE WHEN earlier.by_key AND earlier.content_hash <> hash THEN 'keyReused' ELSE 'duplicate' END;
    id := CASE WHEN outcome = 'duplicate' THEN earlier.id END;
    RETURN;
  END IF;

  IF form = 'lead' THEN
    INSERT INTO leads (id, kind, first_name, last_name, name, email, phone, website, subject, message, preferred_date,
                       time_slot, locale, source_path, privacy_notice_version, content_hash, idempotency_key, created_at)
    SELECT r.id, r.kind, r.first_name, r.last_name, r.name, r.email, r.phone, r.website, r.subject, r.message,
           r.preferred_date, r.time_slot, r.locale, r.source_path, r.privacy_notice_version, r.content_hash,
           r.idempotency_key, r.created_at
      FROM jsonb_populate_record(null::leads, submission) r
    RETURNING leads.id INTO id;
  ELSE
    INSERT INTO reviews (id, name, comment, rating, locale, source_path, privacy_notice_version, content_hash,
                         idempotency_key, created_at)
    SELECT r.id, r.name, r.comment, r.rating, r.locale, r.source_path, r.privacy_notice_version, r.content_hash,
           r.idempotency_key, r.created_at
      FROM jsonb_populate_record(null::reviews, submission) r
    RETURNING reviews.id INTO id;
  END IF;
  INSERT INTO email_outbox (lead_id, review_id, purpose, to_address, reply_to, locale, subject, text_body, html_body)
  SELECT CASE WHEN form = 'lead' THEN store_submission.id END, CASE WHEN form = 'review' THEN store_submission.id END,
         m.purpose, m.to_address, m.reply_to, m.locale, m.subject, m.text_body, m.html_body
    FROM jsonb_populate_recordset(null::email_outbox, mails) m;
  outcome := 'created';
END
$$;
