-- A session's last request and its last password entry, on the server's clock: an administrator's session ends
-- after a while without a request and some hours in all, and the back office's gravest actions need a password
-- typed recently (src/server/modules/sessions/session-rules.ts). Sessions opened before keep their start as both.
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "password_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
UPDATE "sessions" SET "last_seen_at" = "created_at", "password_at" = "created_at";
