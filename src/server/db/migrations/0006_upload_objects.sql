CREATE TABLE "upload_chunks" (
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "upload_chunks_key_seq_pk" PRIMARY KEY("key","seq")
);
--> statement-breakpoint
CREATE TABLE "upload_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD CONSTRAINT "upload_chunks_key_upload_objects_key_fk" FOREIGN KEY ("key") REFERENCES "public"."upload_objects"("key") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "upload_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
