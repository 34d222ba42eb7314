ALTER TABLE "matches" ADD COLUMN "result_source" text;
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "corrected_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_result_source" CHECK ("matches"."result_source" in ('admin', 'import'));
--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "rescored_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "result_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) DEFAULT prezice_document_id() NOT NULL,
	"match_id" integer,
	"round_id" integer,
	"round_name" text NOT NULL,
	"team1_name" text NOT NULL,
	"team2_name" text NOT NULL,
	"match_date" timestamp with time zone NOT NULL,
	"old_team1" smallint,
	"old_team2" smallint,
	"old_cards" varchar(1),
	"old_corners" varchar(1),
	"new_team1" smallint,
	"new_team2" smallint,
	"new_cards" varchar(1),
	"new_corners" varchar(1),
	"reason" text NOT NULL,
	"by_kind" text NOT NULL,
	"by_role" text NOT NULL,
	"by_name" text NOT NULL,
	"by_user_id" integer,
	"rescored" integer NOT NULL,
	"points_moved" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_corrections_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "result_corrections_by_kind" CHECK ("result_corrections"."by_kind" in ('admin', 'import'))
);
--> statement-breakpoint
ALTER TABLE "result_corrections" ADD CONSTRAINT "result_corrections_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "result_corrections" ADD CONSTRAINT "result_corrections_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "result_corrections" ADD CONSTRAINT "result_corrections_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "result_corrections_created_idx" ON "result_corrections" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "result_corrections_match_idx" ON "result_corrections" USING btree ("match_id");
--> statement-breakpoint
CREATE INDEX "result_corrections_round_idx" ON "result_corrections" USING btree ("round_id","created_at" DESC NULLS LAST);
