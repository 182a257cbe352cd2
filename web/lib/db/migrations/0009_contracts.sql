CREATE TYPE "public"."contract_billing_outcome" AS ENUM('invoiced', 'skipped');--> statement-breakpoint
CREATE TYPE "public"."contract_notice_by" AS ENUM('customer', 'agency');--> statement-breakpoint
CREATE TYPE "public"."contract_state" AS ENUM('running', 'paused');--> statement-breakpoint
ALTER TYPE "public"."email_purpose" ADD VALUE 'contract_notice';--> statement-breakpoint
CREATE TABLE "contract_billings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"month" date NOT NULL,
	"outcome" "contract_billing_outcome" NOT NULL,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_billings_first_of_month" CHECK (extract(day from "contract_billings"."month") = 1),
	CONSTRAINT "contract_billings_invoice_when_invoiced" CHECK (("contract_billings"."outcome" = 'invoiced') = ("contract_billings"."invoice_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"service_id" text,
	"description" text NOT NULL,
	"locale" "locale" DEFAULT 'de' NOT NULL,
	"monthly_net_cents" integer NOT NULL,
	"vat_rate" smallint DEFAULT 19 NOT NULL,
	"payment_term_days" smallint DEFAULT 14 NOT NULL,
	"start_date" date NOT NULL,
	"minimum_term_months" smallint NOT NULL,
	"notice_period_months" smallint DEFAULT 1 NOT NULL,
	"billing_day" smallint DEFAULT 1 NOT NULL,
	"state" "contract_state" DEFAULT 'running' NOT NULL,
	"paused_on" date,
	"end_date" date,
	"notice_given_on" date,
	"notice_given_by" "contract_notice_by",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_vat_rate" CHECK ("contracts"."vat_rate" in (0, 7, 19)),
	CONSTRAINT "contracts_price_positive" CHECK ("contracts"."monthly_net_cents" > 0),
	CONSTRAINT "contracts_minimum_term" CHECK ("contracts"."minimum_term_months" between 1 and 60),
	CONSTRAINT "contracts_notice_period" CHECK ("contracts"."notice_period_months" between 0 and 12),
	CONSTRAINT "contracts_billing_day" CHECK ("contracts"."billing_day" between 1 and 28),
	CONSTRAINT "contracts_payment_terms" CHECK ("contracts"."payment_term_days" between 0 and 365),
	CONSTRAINT "contracts_description_not_blank" CHECK (length(trim("contracts"."description")) between 1 and 200),
	CONSTRAINT "contracts_end_after_start" CHECK ("contracts"."end_date" is null or "contracts"."end_date" >= "contracts"."start_date"),
	CONSTRAINT "contracts_paused_has_day" CHECK (("contracts"."state" = 'paused') = ("contracts"."paused_on" is not null)),
	CONSTRAINT "contracts_notice_complete" CHECK (("contracts"."notice_given_on" is null) = ("contracts"."notice_given_by" is null))
);
--> statement-breakpoint
ALTER TABLE "contract_billings" ADD CONSTRAINT "contract_billings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_billings" ADD CONSTRAINT "contract_billings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_billings_contract_month_unique" ON "contract_billings" USING btree ("contract_id","month");--> statement-breakpoint
CREATE INDEX "contract_billings_invoice_idx" ON "contract_billings" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id","start_date");