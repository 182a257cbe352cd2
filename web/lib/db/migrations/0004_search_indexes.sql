-- Hand-added: the trigram operator classes of the indexes below (PGlite loads the extension too, see web/lib/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_company_trgm_idx" ON "customers" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_city_idx" ON "customers" USING btree ("city");--> statement-breakpoint
CREATE INDEX "invoices_list_order_idx" ON "invoices" USING btree ("issue_date" desc nulls first,"created_at" desc);--> statement-breakpoint
CREATE INDEX "invoices_gross_idx" ON "invoices" USING btree ("gross_cents","created_at");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_description_trgm_idx" ON "invoices" USING gin ("description" gin_trgm_ops);