CREATE TABLE "live_scores" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"home_goals" smallint NOT NULL,
	"away_goals" smallint NOT NULL,
	"home_cards" smallint,
	"away_cards" smallint,
	"home_corners" smallint,
	"away_corners" smallint,
	"minute" smallint,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "live_scores_non_negative" CHECK ("live_scores"."home_goals" >= 0 and "live_scores"."away_goals" >= 0 and coalesce("live_scores"."home_cards", 0) >= 0 and coalesce("live_scores"."away_cards", 0) >= 0 and coalesce("live_scores"."home_corners", 0) >= 0 and coalesce("live_scores"."away_corners", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "live_scores" ADD CONSTRAINT "live_scores_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_scores" ADD CONSTRAINT "live_scores_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "live_standings" (
	"generation" integer NOT NULL,
	"pos" integer NOT NULL,
	"user_id" integer NOT NULL,
	"round_points" integer NOT NULL,
	"place" integer NOT NULL,
	CONSTRAINT "live_standings_generation_pos_pk" PRIMARY KEY("generation","pos")
);
--> statement-breakpoint
CREATE INDEX "live_standings_user_idx" ON "live_standings" USING btree ("generation","user_id");
--> statement-breakpoint
CREATE TABLE "live_projection" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"live_matches" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "live_projection_one_row" CHECK ("live_projection"."id" = 1)
);
