CREATE TYPE "public"."email_purpose" AS ENUM('agency_notification', 'sender_confirmation');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."lead_kind" AS ENUM('audit', 'contact', 'meeting');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'in_progress', 'won', 'lost', 'spam');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('de', 'en');--> statement-breakpoint
CREATE TYPE "public"."meeting_time_slot" AS ENUM('morning', 'afternoon', 'evening');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "consent_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" uuid NOT NULL,
	"banner_version" text NOT NULL,
	"choices" jsonb NOT NULL,
	"locale" "locale" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" "email_purpose" NOT NULL,
	"lead_id" uuid,
	"review_id" uuid,
	"to_address" text NOT NULL,
	"reply_to" text,
	"locale" "locale" NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" "email_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_one_subject" CHECK (num_nonnulls("email_outbox"."lead_id", "email_outbox"."review_id") = 1),
	CONSTRAINT "email_outbox_attempts_non_negative" CHECK ("email_outbox"."attempts" >= 0),
	CONSTRAINT "email_outbox_sent_has_time" CHECK ("email_outbox"."status" <> 'sent' or "email_outbox"."sent_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "lead_kind" NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"first_name" text,
	"last_name" text,
	"name" text,
	"email" text NOT NULL,
	"phone" text,
	"website" text,
	"subject" text,
	"message" text,
	"preferred_date" date,
	"time_slot" "meeting_time_slot",
	"locale" "locale" NOT NULL,
	"source_path" text NOT NULL,
	"privacy_notice_version" text NOT NULL,
	"content_hash" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_email_shape" CHECK ("leads"."email" ~ '^[^@\s]+@[^@\s]+$' and length("leads"."email") <= 254),
	CONSTRAINT "leads_names_by_kind" CHECK (("leads"."kind" = 'meeting' and "leads"."name" is not null)
        or ("leads"."kind" <> 'meeting' and "leads"."first_name" is not null and "leads"."last_name" is not null)),
	CONSTRAINT "leads_audit_has_website" CHECK ("leads"."kind" <> 'audit' or "leads"."website" is not null),
	CONSTRAINT "leads_contact_has_message" CHECK ("leads"."kind" <> 'contact' or "leads"."message" is not null),
	CONSTRAINT "leads_meeting_has_slot" CHECK ("leads"."kind" <> 'meeting' or ("leads"."preferred_date" is not null and "leads"."time_slot" is not null)),
	CONSTRAINT "leads_source_path_shape" CHECK (left("leads"."source_path", 1) = '/' and length("leads"."source_path") <= 300)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rate_limit_windows_bucket_window_start_pk" PRIMARY KEY("bucket","window_start"),
	CONSTRAINT "rate_limit_hits_positive" CHECK ("rate_limit_windows"."hits" > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"comment" text NOT NULL,
	"rating" smallint NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"locale" "locale" NOT NULL,
	"source_path" text NOT NULL,
	"privacy_notice_version" text NOT NULL,
	"content_hash" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_name_not_blank" CHECK (length(trim("reviews"."name")) between 1 and 100),
	CONSTRAINT "reviews_comment_not_blank" CHECK (length(trim("reviews"."comment")) between 1 and 2000),
	CONSTRAINT "reviews_moderated_when_decided" CHECK ("reviews"."status" = 'pending' or "reviews"."moderated_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_log_visitor_idx" ON "consent_log" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_lead_purpose_unique" ON "email_outbox" USING btree ("lead_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_review_purpose_unique" ON "email_outbox" USING btree ("review_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_key_unique" ON "leads" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_content_hash_created_at_idx" ON "leads" USING btree ("content_hash","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_idempotency_key_unique" ON "reviews" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "reviews_content_hash_created_at_idx" ON "reviews" USING btree ("content_hash","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_created_at_idx" ON "reviews" USING btree ("status","created_at");