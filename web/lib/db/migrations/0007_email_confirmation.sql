ALTER TYPE "public"."auth_event_kind" ADD VALUE 'email_confirmed' BEFORE 'session_revoked';--> statement-breakpoint
-- A new account signs in once its address is confirmed. The accounts made before that rule signed in
-- without it and keep doing so.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
