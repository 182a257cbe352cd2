CREATE TYPE "public"."quote_billing" AS ENUM('monthly', 'once');--> statement-breakpoint
CREATE TYPE "public"."quote_status" AS ENUM('draft', 'sent', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."email_purpose" ADD VALUE 'quote';--> statement-breakpoint
CREATE TABLE "quote_documents" (
	"quote_id" uuid NOT NULL,
	"version" smallint NOT NULL,
	"content_hash" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_documents_quote_id_version_pk" PRIMARY KEY("quote_id","version")
);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"service_id" text,
	"description" text NOT NULL,
	"billing" "quote_billing" NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"minimum_term_months" smallint,
	"net_cents" integer NOT NULL,
	CONSTRAINT "quote_items_line_net" CHECK ("quote_items"."net_cents" = round("quote_items"."quantity" * "quote_items"."unit_price_cents")),
	CONSTRAINT "quote_items_monthly_term" CHECK (("quote_items"."billing" = 'monthly') = ("quote_items"."minimum_term_months" is not null)),
	CONSTRAINT "quote_items_positive" CHECK ("quote_items"."unit_price_cents" > 0 and "quote_items"."quantity" > 0),
	CONSTRAINT "quote_items_description_not_blank" CHECK (length(trim("quote_items"."description")) between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"lead_id" uuid,
	"number" text,
	"status" "quote_status" DEFAULT 'draft' NOT NULL,
	"version" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"locale" "locale" DEFAULT 'de' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"start_date" date NOT NULL,
	"vat_rate" smallint DEFAULT 19 NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_client" text,
	"accepted_hash" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number"),
	CONSTRAINT "quotes_vat_rate" CHECK ("quotes"."vat_rate" in (0, 7, 19)),
	CONSTRAINT "quotes_number_when_sent" CHECK ("quotes"."status" = 'draft' or "quotes"."number" is not null),
	CONSTRAINT "quotes_number_shape" CHECK ("quotes"."number" is null or "quotes"."number" ~ '^AN-\d{4}-\d{3,}$'),
	CONSTRAINT "quotes_title_not_blank" CHECK (length(trim("quotes"."title")) between 1 and 200),
	CONSTRAINT "quotes_version_positive" CHECK ("quotes"."version" >= 1),
	CONSTRAINT "quotes_decided" CHECK (("quotes"."status" in ('accepted', 'declined')) = ("quotes"."decided_at" is not null)),
	CONSTRAINT "quotes_accepted_hash" CHECK (("quotes"."status" = 'accepted') = ("quotes"."accepted_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "quote_version" smallint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_documents" ADD CONSTRAINT "quote_documents_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_items_quote_idx" ON "quote_items" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_quote_for_customer" CHECK (("email_outbox"."quote_id" is null) = ("email_outbox"."quote_version" is null) and ("email_outbox"."quote_id" is null or "email_outbox"."customer_id" is not null));--> statement-breakpoint
-- A sent version of a quote is what the customer received and may accept: its stored PDF never changes.
CREATE TRIGGER quote_documents_append_only BEFORE UPDATE OR DELETE ON quote_documents FOR EACH ROW EXECUTE FUNCTION refuse_change();
