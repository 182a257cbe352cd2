-- A form submission (a lead or a review, with its e-mails) stored in one statement: one round trip from
-- the app instead of six (BEGIN, lock, look-up, insert, COMMIT), and plans that the function keeps.
-- What they do is described in web/lib/submissions/store.ts, which calls them.
--
-- The same content is serialised by an advisory lock for the transaction, taken before the look-up. In a
-- function each statement reads what was committed when it began, so the look-up after the lock sees the
-- copy that the lock waited for. The earlier copy: the row with the same Idempotency-Key first, else a
-- row with the same content within the duplicate window.
CREATE FUNCTION store_lead(lead jsonb, mails jsonb, duplicate_window_minutes integer, OUT outcome text, OUT id uuid)
LANGUAGE plpgsql AS $$
DECLARE
  new_lead leads := jsonb_populate_record(null::leads, lead);
  earlier record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(new_lead.content_hash, 0));
  SELECT l.id, l.content_hash, coalesce(l.idempotency_key = new_lead.idempotency_key, false) AS by_key
    INTO earlier
    FROM leads l
    WHERE l.idempotency_key = new_lead.idempotency_key
       OR (l.content_hash = new_lead.content_hash AND l.created_at > now() - make_interval(mins => duplicate_window_minutes))
    ORDER BY 3 DESC
    LIMIT 1;
  IF FOUND THEN
    IF earlier.by_key AND earlier.content_hash <> new_lead.content_hash THEN
      outcome := 'keyReused';
    ELSE
      outcome := 'duplicate';
      id := earlier.id;
    END IF;
    RETURN;
  END IF;
  INSERT INTO leads (id, kind, first_name, last_name, name, email, phone, website, subject, message, preferred_date,
                     time_slot, locale, source_path, privacy_notice_version, content_hash, idempotency_key, created_at)
  VALUES (new_lead.id, new_lead.kind, new_lead.first_name, new_lead.last_name, new_lead.name, new_lead.email,
          new_lead.phone, new_lead.website, new_lead.subject, new_lead.message, new_lead.preferred_date,
          new_lead.time_slot, new_lead.locale, new_lead.source_path, new_lead.privacy_notice_version,
          new_lead.content_hash, new_lead.idempotency_key, new_lead.created_at);
  INSERT INTO email_outbox (lead_id, purpose, to_address, reply_to, locale, subject, text_body, html_body)
  SELECT new_lead.id, m.purpose, m.to_address, m.reply_to, m.locale, m.subject, m.text_body, m.html_body
    FROM jsonb_populate_recordset(null::email_outbox, mails) m;
  outcome := 'created';
  id := new_lead.id;
END
$$;
--> statement-breakpoint
CREATE FUNCTION store_review(review jsonb, mails jsonb, duplicate_window_minutes integer, OUT outcome text, OUT id uuid)
LANGUAGE plpgsql AS $$
DECLARE
  new_review reviews := jsonb_populate_record(null::reviews, review);
  earlier record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(new_review.content_hash, 0));
  SELECT r.id, r.content_hash, coalesce(r.idempotency_key = new_review.idempotency_key, false) AS by_key
    INTO earlier
    FROM reviews r
    WHERE r.idempotency_key = new_review.idempotency_key
       OR (r.content_hash = new_review.content_hash AND r.created_at > now() - make_interval(mins => duplicate_window_minutes))
    ORDER BY 3 DESC
    LIMIT 1;
  IF FOUND THEN
    IF earlier.by_key AND earlier.content_hash <> new_review.content_hash THEN
      outcome := 'keyReused';
    ELSE
      outcome := 'duplicate';
      id := earlier.id;
    END IF;
    RETURN;
  END IF;
  INSERT INTO reviews (id, name, comment, rating, locale, source_path, privacy_notice_version, content_hash,
                       idempotency_key, created_at)
  VALUES (new_review.id, new_review.name, new_review.comment, new_review.rating, new_review.locale,
          new_review.source_path, new_review.privacy_notice_version, new_review.content_hash,
          new_review.idempotency_key, new_review.created_at);
  INSERT INTO email_outbox (review_id, purpose, to_address, reply_to, locale, subject, text_body, html_body)
  SELECT new_review.id, m.purpose, m.to_address, m.reply_to, m.locale, m.subject, m.text_body, m.html_body
    FROM jsonb_populate_recordset(null::email_outbox, mails) m;
  outcome := 'created';
  id := new_review.id;
END
$$;
