CREATE TYPE "public"."sepa_scheme" AS ENUM('core', 'b2b');--> statement-breakpoint
CREATE TABLE "sepa_collection_items" (
	"run_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "sepa_collection_items_run_id_invoice_id_pk" PRIMARY KEY("run_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "sepa_collection_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"collection_date" date NOT NULL,
	"count" integer NOT NULL,
	"sum_cents" integer NOT NULL,
	"xml" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_collection_runs_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"scheme" "sepa_scheme" NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"signed_on" date NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_by" uuid,
	"signed_by_name" text NOT NULL,
	"signed_client" text NOT NULL,
	"text_locale" "locale" NOT NULL,
	"text_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_mandates_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sepa_mandates_reference_shape" CHECK ("sepa_mandates"."reference" ~ '^[A-Za-z0-9+?/:().,''-]{1,35}$'),
	CONSTRAINT "sepa_mandates_iban_shape" CHECK ("sepa_mandates"."iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
	CONSTRAINT "sepa_mandates_bic_shape" CHECK ("sepa_mandates"."bic" is null or "sepa_mandates"."bic" ~ '^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$')
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "mandate_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "collection_date" date;--> statement-breakpoint
ALTER TABLE "sepa_collection_items" ADD CONSTRAINT "sepa_collection_items_run_id_sepa_collection_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."sepa_collection_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collection_items" ADD CONSTRAINT "sepa_collection_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collection_runs" ADD CONSTRAINT "sepa_collection_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_collection_items_invoice_unique" ON "sepa_collection_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "sepa_collection_items_run_idx" ON "sepa_collection_items" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_one_active" ON "sepa_mandates" USING btree ("customer_id") WHERE "sepa_mandates"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_direct_debit_complete" CHECK (("invoices"."mandate_id" is null) = ("invoices"."collection_date" is null));