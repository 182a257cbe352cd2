-- The outbox's e-mail bodies (several KB of HTML each, written with every form submission) compressed
-- with lz4 instead of pglz: a few times faster to compress, about as small. Only where the server was
-- built with lz4 (Debian's PostgreSQL is); the embedded PGlite has pglz only and keeps it.
DO $$
BEGIN
  IF 'lz4' = ANY ((SELECT enumvals FROM pg_settings WHERE name = 'default_toast_compression')::text[]) THEN
    ALTER TABLE email_outbox ALTER COLUMN text_body SET COMPRESSION lz4, ALTER COLUMN html_body SET COMPRESSION lz4;
  END IF;
END
$$;
