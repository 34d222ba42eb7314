CREATE TABLE "csv_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) DEFAULT prezice_document_id() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"created_by" integer,
	"status" text DEFAULT 'ready' NOT NULL,
	"rows" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "csv_imports_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "csv_imports_kind" CHECK ("csv_imports"."kind" in ('fixtures', 'results')),
	CONSTRAINT "csv_imports_status" CHECK ("csv_imports"."status" in ('ready', 'applied'))
);
--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "csv_imports_expires_idx" ON "csv_imports" USING btree ("expires_at");
