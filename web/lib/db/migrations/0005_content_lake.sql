CREATE TABLE "content_asset_files" (
	"asset_id" text PRIMARY KEY NOT NULL,
	"sha1" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_document_revisions" (
	"transaction_seq" bigint NOT NULL,
	"document_id" text NOT NULL,
	"previous_rev" text,
	"result_rev" text,
	"document" jsonb,
	"effects" jsonb NOT NULL,
	"mutations" jsonb NOT NULL,
	CONSTRAINT "content_document_revisions_transaction_seq_document_id_pk" PRIMARY KEY("transaction_seq","document_id")
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"rev" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_transactions" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" text,
	"author_role" text NOT NULL,
	"request" jsonb NOT NULL,
	"document_ids" text[] NOT NULL,
	CONSTRAINT "content_transactions_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "studio_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_document_revisions" ADD CONSTRAINT "content_document_revisions_transaction_seq_content_transactions_seq_fk" FOREIGN KEY ("transaction_seq") REFERENCES "public"."content_transactions"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_tokens" ADD CONSTRAINT "studio_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_tokens" ADD CONSTRAINT "studio_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_document_revisions_document_idx" ON "content_document_revisions" USING btree ("document_id","transaction_seq");--> statement-breakpoint
CREATE INDEX "content_documents_type_idx" ON "content_documents" USING btree ("type");--> statement-breakpoint
CREATE INDEX "content_transactions_created_at_idx" ON "content_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "studio_tokens_session_idx" ON "studio_tokens" USING btree ("session_id");