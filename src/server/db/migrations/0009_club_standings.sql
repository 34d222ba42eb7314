CREATE TABLE "club_standings" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "club_standings_one_row" CHECK ("club_standings"."id" = 1)
);
