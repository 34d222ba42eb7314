CREATE TABLE "points_histogram" (
	"board" text NOT NULL,
	"points" integer NOT NULL,
	"accounts" integer NOT NULL,
	CONSTRAINT "points_histogram_board_points_pk" PRIMARY KEY("board","points"),
	CONSTRAINT "points_histogram_board" CHECK ("points_histogram"."board" in ('points', 'current'))
);
--> statement-breakpoint
DROP INDEX "users_pos_points_idx";--> statement-breakpoint
DROP INDEX "users_pos_current_idx";--> statement-breakpoint
-- INCLUDE (username): lower(username) is then computed from the index, so skipping to a page is an index-only
-- scan (without it every skipped entry reads its heap row: 212 ms to skip 12,000 at 1,000,000 accounts).
CREATE INDEX "users_board_points_idx" ON "users" USING btree ("points" DESC NULLS LAST,lower("username"),"id") INCLUDE ("username") WHERE "users"."role_id" <> 4;--> statement-breakpoint
CREATE INDEX "users_board_current_idx" ON "users" USING btree ("current_points" DESC NULLS LAST,lower("username"),"id") INCLUDE ("username") WHERE "users"."role_id" <> 4;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "rank_points";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pos_points";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "rank_current";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pos_current";--> statement-breakpoint
-- The histogram moves with users in the same statement: one statement trigger per event, reading the statement's
-- old and new rows (transition tables), so a scoring UPDATE of 200,000 totals costs one aggregate, not 200,000
-- trigger calls. Rows are upserted in (board, points) order, so two writers lock them in the same order.
CREATE OR REPLACE FUNCTION prezice_points_histogram() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO points_histogram (board, points, accounts)
    SELECT board, pts, sum(d)::int FROM (
      SELECT 'points' AS board, points AS pts, 1 AS d FROM new_rows WHERE role_id <> 4
      UNION ALL SELECT 'current', current_points, 1 FROM new_rows WHERE role_id <> 4
    ) x GROUP BY board, pts ORDER BY board, pts
    ON CONFLICT (board, points) DO UPDATE SET accounts = points_histogram.accounts + excluded.accounts;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO points_histogram (board, points, accounts)
    SELECT board, pts, sum(d)::int FROM (
      SELECT 'points' AS board, points AS pts, -1 AS d FROM old_rows WHERE role_id <> 4
      UNION ALL SELECT 'current', current_points, -1 FROM old_rows WHERE role_id <> 4
    ) x GROUP BY board, pts ORDER BY board, pts
    ON CONFLICT (board, points) DO UPDATE SET accounts = points_histogram.accounts + excluded.accounts;
  ELSE
    INSERT INTO points_histogram (board, points, accounts)
    SELECT board, pts, sum(d)::int FROM (
      SELECT 'points' AS board, points AS pts, -1 AS d FROM old_rows WHERE role_id <> 4
      UNION ALL SELECT 'current', current_points, -1 FROM old_rows WHERE role_id <> 4
      UNION ALL SELECT 'points', points, 1 FROM new_rows WHERE role_id <> 4
      UNION ALL SELECT 'current', current_points, 1 FROM new_rows WHERE role_id <> 4
    ) x GROUP BY board, pts HAVING sum(d) <> 0 ORDER BY board, pts
    ON CONFLICT (board, points) DO UPDATE SET accounts = points_histogram.accounts + excluded.accounts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_histogram_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prezice_points_histogram();--> statement-breakpoint
CREATE TRIGGER users_histogram_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prezice_points_histogram();--> statement-breakpoint
CREATE TRIGGER users_histogram_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prezice_points_histogram();--> statement-breakpoint
INSERT INTO points_histogram (board, points, accounts)
SELECT 'points', points, count(*)::int FROM users WHERE role_id <> 4 GROUP BY points
UNION ALL SELECT 'current', current_points, count(*)::int FROM users WHERE role_id <> 4 GROUP BY current_points;--> statement-breakpoint
-- Scoring rewrites a match's predictions (points, updated_at: no index holds them): free room on each page lets
-- those updates stay on the page (HOT) and leave the four indexes alone. Applies to pages written from now on.
ALTER TABLE "predictions" SET (fillfactor = 70);
