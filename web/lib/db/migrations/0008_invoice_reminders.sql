CREATE TYPE "public"."invoice_reminder_trigger" AS ENUM('schedule', 'admin');--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"trigger" "invoice_reminder_trigger" NOT NULL,
	"sent_by" uuid,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_level_positive" CHECK ("invoice_reminders"."level" >= 1),
	CONSTRAINT "invoice_reminders_admin_by_hand" CHECK ("invoice_reminders"."trigger" = 'admin' or "invoice_reminders"."sent_by" is null)
);
--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_invoice_level_unique" ON "invoice_reminders" USING btree ("invoice_id","level");