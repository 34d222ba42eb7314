CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"round_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "announcements_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"comment_text" text NOT NULL,
	"commented_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"text" text NOT NULL,
	"image_id" integer,
	"user_id" integer NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_posts_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"team1_id" integer NOT NULL,
	"team2_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"team1_final_score" integer,
	"team2_final_score" integer,
	"final_cards" varchar(1),
	"final_corners" varchar(1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "matches_distinct_teams" CHECK ("matches"."team1_id" <> "matches"."team2_id"),
	CONSTRAINT "matches_scores_non_negative" CHECK (coalesce("matches"."team1_final_score", 0) >= 0 and coalesce("matches"."team2_final_score", 0) >= 0),
	CONSTRAINT "matches_final_cards" CHECK ("matches"."final_cards" in ('1', 'X', '2')),
	CONSTRAINT "matches_final_corners" CHECK ("matches"."final_corners" in ('1', 'X', '2'))
);
--> statement-breakpoint
CREATE TABLE "point_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"match_id" integer,
	"round_id" integer,
	"points" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_adjustments_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "point_adjustments_kind" CHECK ("point_adjustments"."kind" in ('bonus', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"type" text NOT NULL,
	"team1" integer NOT NULL,
	"team2" integer NOT NULL,
	"points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predictions_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "predictions_type" CHECK ("predictions"."type" in ('score', 'cards', 'corners')),
	CONSTRAINT "predictions_values" CHECK ("predictions"."team1" between 0 and 99 and "predictions"."team2" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "round_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"current_points" integer DEFAULT 0 NOT NULL,
	"prize" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rounds_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "daily_slip_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slip_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"team1_id" integer NOT NULL,
	"team2_id" integer NOT NULL,
	"match_date" timestamp with time zone NOT NULL,
	"expected_result" text NOT NULL,
	"odd" numeric(10, 2) NOT NULL,
	"match_won" boolean,
	CONSTRAINT "daily_slip_picks_distinct_teams" CHECK ("daily_slip_picks"."team1_id" <> "daily_slip_picks"."team2_id"),
	CONSTRAINT "daily_slip_picks_odd" CHECK ("daily_slip_picks"."odd" >= 1)
);
--> statement-breakpoint
CREATE TABLE "daily_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"date" date NOT NULL,
	"won" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_slips_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "round_slip_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slip_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"expected_result" text NOT NULL,
	"odd" numeric(10, 2) NOT NULL,
	CONSTRAINT "round_slip_picks_odd" CHECK ("round_slip_picks"."odd" >= 1)
);
--> statement-breakpoint
CREATE TABLE "round_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"round_id" integer NOT NULL,
	"won" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_slips_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "round_slips_round_id_unique" UNIQUE("round_id")
);
--> statement-breakpoint
CREATE TABLE "captcha_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"emblem_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"alternative_text" text,
	"caption" text,
	"width" integer,
	"height" integer,
	"formats" jsonb,
	"hash" text NOT NULL,
	"ext" text NOT NULL,
	"mime" text NOT NULL,
	"size" numeric(12, 2) NOT NULL,
	"size_in_bytes" integer NOT NULL,
	"url" text NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "roles_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" varchar(24) NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"role_id" integer NOT NULL,
	"fav_team_id" integer,
	"avatar_id" integer,
	"youtube_account" text DEFAULT '' NOT NULL,
	"instagram_account" text DEFAULT '' NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"current_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team1_id_teams_id_fk" FOREIGN KEY ("team1_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team2_id_teams_id_fk" FOREIGN KEY ("team2_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_winners" ADD CONSTRAINT "round_winners_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_winners" ADD CONSTRAINT "round_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_slip_picks" ADD CONSTRAINT "daily_slip_picks_slip_id_daily_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."daily_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_slip_picks" ADD CONSTRAINT "daily_slip_picks_team1_id_teams_id_fk" FOREIGN KEY ("team1_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_slip_picks" ADD CONSTRAINT "daily_slip_picks_team2_id_teams_id_fk" FOREIGN KEY ("team2_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_slip_picks" ADD CONSTRAINT "round_slip_picks_slip_id_round_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."round_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_slip_picks" ADD CONSTRAINT "round_slip_picks_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_slips" ADD CONSTRAINT "round_slips_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_emblem_id_files_id_fk" FOREIGN KEY ("emblem_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fav_team_id_teams_id_fk" FOREIGN KEY ("fav_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_id_files_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_created_idx" ON "announcements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id","commented_at");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_posts_feed_idx" ON "community_posts" USING btree ("approved","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_user_idx" ON "community_posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "matches_round_date_idx" ON "matches" USING btree ("round_id","date");--> statement-breakpoint
CREATE INDEX "matches_team1_idx" ON "matches" USING btree ("team1_id");--> statement-breakpoint
CREATE INDEX "matches_team2_idx" ON "matches" USING btree ("team2_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_adjustments_one_bonus" ON "point_adjustments" USING btree ("user_id","match_id") WHERE "point_adjustments"."kind" = 'bonus';--> statement-breakpoint
CREATE INDEX "point_adjustments_user_idx" ON "point_adjustments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "point_adjustments_match_idx" ON "point_adjustments" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "predictions_one_per_type" ON "predictions" USING btree ("user_id","match_id","type");--> statement-breakpoint
CREATE INDEX "predictions_match_idx" ON "predictions" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "round_winners_round_idx" ON "round_winners" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "round_winners_user_idx" ON "round_winners" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_one_current" ON "rounds" USING btree ("current") WHERE "rounds"."current";--> statement-breakpoint
CREATE INDEX "daily_slip_picks_slip_idx" ON "daily_slip_picks" USING btree ("slip_id");--> statement-breakpoint
CREATE INDEX "daily_slip_picks_team1_idx" ON "daily_slip_picks" USING btree ("team1_id");--> statement-breakpoint
CREATE INDEX "daily_slip_picks_team2_idx" ON "daily_slip_picks" USING btree ("team2_id");--> statement-breakpoint
CREATE INDEX "daily_slips_date_idx" ON "daily_slips" USING btree ("date");--> statement-breakpoint
CREATE INDEX "round_slip_picks_slip_idx" ON "round_slip_picks" USING btree ("slip_id");--> statement-breakpoint
CREATE INDEX "round_slip_picks_match_idx" ON "round_slip_picks" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "sms_codes_user_idx" ON "sms_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_fav_team_idx" ON "users" USING btree ("fav_team_id");