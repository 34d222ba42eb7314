ALTER TABLE "teams" ADD COLUMN "provider_id" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "teams_provider_id_unique" ON "teams" USING btree ("provider_id") WHERE "teams"."provider_id" is not null;
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "provider_fixture_id" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "matches_provider_fixture_unique" ON "matches" USING btree ("provider_fixture_id") WHERE "matches"."provider_fixture_id" is not null;
--> statement-breakpoint
CREATE TABLE "provider_teams" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_pending" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"provider_key" text NOT NULL,
	"stored" jsonb NOT NULL,
	"provider" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "import_pending_state" CHECK ("import_pending"."state" in ('pending', 'accepted', 'dismissed', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "import_pending" ADD CONSTRAINT "import_pending_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "import_pending" ADD CONSTRAINT "import_pending_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "import_pending_match_key_unique" ON "import_pending" USING btree ("match_id","provider_key");
--> statement-breakpoint
CREATE TABLE "import_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"running_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"last_summary" jsonb,
	"requests_left" integer,
	"minute_start" timestamp with time zone DEFAULT now() NOT NULL,
	"minute_count" integer DEFAULT 0 NOT NULL,
	"day" date DEFAULT current_date NOT NULL,
	"day_count" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "import_state_one_row" CHECK ("import_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "import_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
