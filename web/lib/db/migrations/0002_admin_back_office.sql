CREATE TYPE "public"."invoice_document_kind" AS ENUM('pdf', 'xrechnung');--> statement-breakpoint
ALTER TYPE "public"."email_purpose" ADD VALUE 'invoice';--> statement-breakpoint
ALTER TYPE "public"."email_purpose" ADD VALUE 'invoice_reminder';--> statement-breakpoint
ALTER TYPE "public"."email_purpose" ADD VALUE 'project_update';--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"invoice_id" uuid NOT NULL,
	"kind" "invoice_document_kind" NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_length" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_documents_invoice_id_kind_pk" PRIMARY KEY("invoice_id","kind")
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_email_shape";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_names_by_kind";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_audit_has_website";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_contact_has_message";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_one_subject";--> statement-breakpoint
-- Hand-edited: rename the value in place (drizzle-kit would drop and recreate the type).
ALTER TYPE "public"."lead_status" RENAME VALUE 'in_progress' TO 'contacted';--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_email" text;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_entity_idx" ON "admin_audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_status_kind_idx" ON "leads" USING btree ("status","kind","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_customer_idx" ON "email_outbox" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "email_outbox_status_created_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_email_shape" CHECK ("leads"."erased_at" is not null or ("leads"."email" ~ '^[^@\s]+@[^@\s]+$' and length("leads"."email") <= 254));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_names_by_kind" CHECK ("leads"."erased_at" is not null or ("leads"."kind" = 'meeting' and "leads"."name" is not null)
        or ("leads"."kind" <> 'meeting' and "leads"."first_name" is not null and "leads"."last_name" is not null));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_audit_has_website" CHECK ("leads"."erased_at" is not null or "leads"."kind" <> 'audit' or "leads"."website" is not null);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_has_message" CHECK ("leads"."erased_at" is not null or "leads"."kind" <> 'contact' or "leads"."message" is not null);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_invoice_for_customer" CHECK ("email_outbox"."invoice_id" is null or "email_outbox"."customer_id" is not null);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_one_subject" CHECK (num_nonnulls("email_outbox"."lead_id", "email_outbox"."review_id", "email_outbox"."user_id", "email_outbox"."customer_id") = 1);