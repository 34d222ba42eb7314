-- "Your form over time": each player's points per round, and per round two histograms of the ranked
-- accounts (role <> admin): 'round' (points in that round) and 'season' (points of every round up to it, in the
-- rounds' order: created_at, id). A place is 1 + the accounts above a value, as in points_histogram (0007).
-- Only non-zero values are stored: the accounts at 0 are the ranked accounts (points_histogram) less the others.
-- round_points has no foreign key to users: a deleted account's rows are removed by its own trigger, after its
-- histogram counts are taken back.
CREATE TABLE "round_points" (
	"user_id" integer NOT NULL,
	"round_id" integer NOT NULL REFERENCES "rounds"("id") ON DELETE CASCADE,
	"points" integer NOT NULL,
	CONSTRAINT "round_points_user_round_pk" PRIMARY KEY("user_id","round_id")
);--> statement-breakpoint
CREATE TABLE "round_histogram" (
	"round_id" integer NOT NULL REFERENCES "rounds"("id") ON DELETE CASCADE,
	"board" text NOT NULL,
	"points" integer NOT NULL,
	"accounts" integer NOT NULL,
	CONSTRAINT "round_histogram_round_board_points_pk" PRIMARY KEY("round_id","board","points"),
	CONSTRAINT "round_histogram_board" CHECK ("round_histogram"."board" in ('round', 'season'))
);--> statement-breakpoint
-- The rounds whose histograms are kept: those in which points ever moved. A round that never had any has the
-- season histogram of the kept round before it.
CREATE TABLE "form_rounds" (
	"round_id" integer PRIMARY KEY NOT NULL REFERENCES "rounds"("id") ON DELETE CASCADE
);--> statement-breakpoint
-- Moves points in rounds: (user, round, delta) triples. Existing accounts and rounds only. Rounds seen for the
-- first time are kept from now on, their season histogram seeded from the kept round before them; then each
-- account's round value moves in its round, and its season value in every kept round from the first one moved.
-- work_mem: a result moves one row per player; their sorts stay in memory (4 MB spilled to disk at 100,000).
CREATE OR REPLACE FUNCTION prezice_form_move(p_users int[], p_rounds int[], p_deltas int[]) RETURNS void
LANGUAGE plpgsql SET work_mem = '64MB' AS $$
BEGIN
  WITH d AS (
    SELECT DISTINCT x.r AS id FROM unnest(p_rounds, p_deltas) x(r, d) WHERE x.d <> 0
  ),
  nr AS (
    SELECT r.id, r.created_at FROM d JOIN rounds r ON r.id = d.id
    WHERE NOT EXISTS (SELECT 1 FROM form_rounds f WHERE f.round_id = r.id)
  ),
  ins AS (
    INSERT INTO form_rounds (round_id) SELECT id FROM nr ORDER BY id ON CONFLICT DO NOTHING RETURNING round_id
  )
  INSERT INTO round_histogram (round_id, board, points, accounts)
  SELECT nr.id, 'season', h.points, h.accounts
  FROM nr JOIN ins ON ins.round_id = nr.id
  CROSS JOIN LATERAL (
    SELECT f.round_id FROM form_rounds f JOIN rounds pr ON pr.id = f.round_id
    WHERE (pr.created_at, pr.id) < (nr.created_at, nr.id) ORDER BY pr.created_at DESC, pr.id DESC LIMIT 1
  ) prev
  JOIN round_histogram h ON h.round_id = prev.round_id AND h.board = 'season' AND h.accounts <> 0
  ORDER BY 1, 3;

  WITH d AS (
    SELECT x.u AS user_id, x.r AS round_id, r.created_at, bool_or(u.role_id <> 4) AS ranked, sum(x.d)::int AS delta
    FROM unnest(p_users, p_rounds, p_deltas) x(u, r, d)
    JOIN users u ON u.id = x.u JOIN rounds r ON r.id = x.r
    GROUP BY x.u, x.r, r.created_at HAVING sum(x.d) <> 0
  ),
  up AS (
    INSERT INTO round_points (user_id, round_id, points) SELECT user_id, round_id, delta FROM d ORDER BY 1, 2
    ON CONFLICT (user_id, round_id) DO UPDATE SET points = round_points.points + excluded.points
    RETURNING 1
  ),
  -- The ranked accounts' moves, with their round's place in the rounds' order.
  dr AS (SELECT user_id, round_id, delta, created_at FROM d WHERE ranked),
  -- Their rows before the move (this statement's snapshot: the upsert above is not seen).
  old AS (
    SELECT rp.user_id, rp.round_id, rp.points, r.created_at FROM round_points rp JOIN rounds r ON r.id = rp.round_id
    WHERE rp.user_id IN (SELECT user_id FROM dr)
  ),
  rb AS (
    SELECT dr.round_id, coalesce(o.points, 0) AS old, coalesce(o.points, 0) + dr.delta AS new
    FROM dr LEFT JOIN round_points o ON o.user_id = dr.user_id AND o.round_id = dr.round_id
  ),
  fr AS (SELECT f.round_id, r.created_at FROM form_rounds f JOIN rounds r ON r.id = f.round_id),
  -- Per account and kept round from its first move on: how far its season value moves.
  dd AS (
    SELECT dr.user_id, fr.round_id, fr.created_at, sum(dr.delta)::int AS dd
    FROM dr JOIN fr ON (fr.created_at, fr.round_id) >= (dr.created_at, dr.round_id)
    GROUP BY dr.user_id, fr.round_id, fr.created_at HAVING sum(dr.delta) <> 0
  ),
  -- Its season value before, at each of those rounds: a running sum over its rows, read at a mark per kept round
  -- (a round's own row sorts before its mark). One sort, where a join on "rounds up to" grows with rounds².
  marks AS (
    SELECT user_id, created_at, round_id, 1 AS mark, 0 AS points, dd FROM dd
    UNION ALL SELECT user_id, created_at, round_id, 0, points, 0 FROM old
  ),
  run AS (
    SELECT round_id, mark, dd,
      sum(points) OVER (PARTITION BY user_id ORDER BY created_at, round_id, mark ROWS UNBOUNDED PRECEDING)::int AS old
    FROM marks
  ),
  sb AS (SELECT round_id, dd, old FROM run WHERE mark = 1)
  INSERT INTO round_histogram (round_id, board, points, accounts)
  SELECT round_id, board, pts, sum(n)::int FROM (
    SELECT round_id, 'round' AS board, old AS pts, -1 AS n FROM rb
    UNION ALL SELECT round_id, 'round', new, 1 FROM rb
    UNION ALL SELECT round_id, 'season', old, -1 FROM sb
    UNION ALL SELECT round_id, 'season', old + dd, 1 FROM sb
  ) x WHERE pts <> 0 GROUP BY round_id, board, pts HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (round_id, board, points) DO UPDATE SET accounts = round_histogram.accounts + excluded.accounts;
END
$$;--> statement-breakpoint
-- An account enters (p_sign 1) or leaves (-1) the rankings: its values in every kept round, added or taken back.
CREATE OR REPLACE FUNCTION prezice_form_rank(p_user int, p_sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO round_histogram (round_id, board, points, accounts)
  SELECT round_id, board, pts, sum(p_sign)::int FROM (
    SELECT rp.round_id, 'round' AS board, rp.points AS pts FROM round_points rp WHERE rp.user_id = p_user
    UNION ALL
    SELECT f.round_id, 'season', sum(rp.points)::int
    FROM form_rounds f JOIN rounds fr ON fr.id = f.round_id
    JOIN round_points rp ON rp.user_id = p_user JOIN rounds r ON r.id = rp.round_id
    WHERE (r.created_at, r.id) <= (fr.created_at, fr.id) GROUP BY f.round_id
  ) x WHERE pts <> 0 GROUP BY round_id, board, pts ORDER BY 1, 2, 3
  ON CONFLICT (round_id, board, points) DO UPDATE SET accounts = round_histogram.accounts + excluded.accounts;
END
$$;--> statement-breakpoint
-- Everything counted again from predictions and the ledger (the migration, bulk loads that bypass triggers).
CREATE OR REPLACE FUNCTION prezice_form_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM round_histogram;
  DELETE FROM form_rounds;
  DELETE FROM round_points;
  INSERT INTO round_points (user_id, round_id, points)
  SELECT user_id, round_id, sum(points)::int FROM (
    SELECT p.user_id, m.round_id, p.points FROM predictions p JOIN matches m ON m.id = p.match_id
    WHERE p.points IS NOT NULL
    UNION ALL SELECT a.user_id, a.round_id, a.points FROM point_adjustments a WHERE a.round_id IS NOT NULL
  ) x GROUP BY user_id, round_id HAVING sum(points) <> 0;
  INSERT INTO form_rounds (round_id) SELECT DISTINCT round_id FROM round_points;
  INSERT INTO round_histogram (round_id, board, points, accounts)
  SELECT rp.round_id, 'round', rp.points, count(*)::int FROM round_points rp JOIN users u ON u.id = rp.user_id
  WHERE u.role_id <> 4 GROUP BY rp.round_id, rp.points;
  INSERT INTO round_histogram (round_id, board, points, accounts)
  SELECT round_id, 'season', cum, count(*)::int FROM (
    SELECT rp.user_id, f.round_id, sum(rp.points)::int AS cum
    FROM form_rounds f JOIN rounds fr ON fr.id = f.round_id
    JOIN round_points rp ON true JOIN rounds r ON r.id = rp.round_id AND (r.created_at, r.id) <= (fr.created_at, fr.id)
    JOIN users u ON u.id = rp.user_id AND u.role_id <> 4
    GROUP BY rp.user_id, f.round_id
  ) c WHERE cum <> 0 GROUP BY round_id, cum;
END
$$;--> statement-breakpoint
-- Predictions: points move in the round of their match. A match deleted or moved to another round is handled by
-- the match's own triggers (below), so rows whose match is gone are skipped here.
CREATE OR REPLACE FUNCTION prezice_form_predictions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM prezice_form_move(array_agg(user_id), array_agg(round_id), array_agg(delta)) FROM (
      SELECT x.user_id, m.round_id, sum(x.points)::int AS delta FROM new_rows x JOIN matches m ON m.id = x.match_id
      WHERE x.points IS NOT NULL GROUP BY x.user_id, m.round_id HAVING sum(x.points) <> 0
    ) s HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM prezice_form_move(array_agg(user_id), array_agg(round_id), array_agg(delta)) FROM (
      SELECT x.user_id, m.round_id, -sum(x.points)::int AS delta FROM old_rows x JOIN matches m ON m.id = x.match_id
      WHERE x.points IS NOT NULL GROUP BY x.user_id, m.round_id HAVING sum(x.points) <> 0
    ) s HAVING count(*) > 0;
  ELSE
    PERFORM prezice_form_move(array_agg(user_id), array_agg(round_id), array_agg(delta)) FROM (
      SELECT x.user_id, m.round_id, sum(x.d)::int AS delta FROM (
        SELECT user_id, match_id, points AS d FROM new_rows WHERE points IS NOT NULL
        UNION ALL SELECT user_id, match_id, -points FROM old_rows WHERE points IS NOT NULL
      ) x JOIN matches m ON m.id = x.match_id GROUP BY x.user_id, m.round_id HAVING sum(x.d) <> 0
    ) s HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION prezice_form_adjustments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM prezice_form_move(array_agg(user_id), array_agg(round_id), array_agg(delta)) FROM (
      SELECT user_id, round_id, sum(points)::int AS delta FROM new_rows
      WHERE round_id IS NOT NULL GROUP BY user_id, round_id HAVING sum(points) <> 0
    ) s HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM prezice_form_move(array_agg(user_id), array_agg(round_id), array_agg(delta)) FROM (
      SELECT user_id, round_id, -sum(points)::int AS delta FROM old_rows
      WHERE round_id IS NOT NULL GROUP BY user_id, round_id HAVING sum(points) <> 0
    ) s HAVING count(*) > 0;
  ELSE
    PERFORM prezice_form_move(array_agg(user_id), array_agg(round_id), array_agg(delta)) FROM (
      SELECT user_id, round_id, sum(d)::int AS delta FROM (
        SELECT user_id, round_id, points AS d FROM new_rows WHERE round_id IS NOT NULL
        UNION ALL SELECT user_id, round_id, -points FROM old_rows WHERE round_id IS NOT NULL
      ) x GROUP BY user_id, round_id HAVING sum(d) <> 0
    ) s HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Transition tables are per event, so one trigger per event, all on the same function.
CREATE TRIGGER predictions_form_insert AFTER INSERT ON predictions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prezice_form_predictions();--> statement-breakpoint
CREATE TRIGGER predictions_form_update AFTER UPDATE ON predictions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prezice_form_predictions();--> statement-breakpoint
CREATE TRIGGER predictions_form_delete AFTER DELETE ON predictions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prezice_form_predictions();--> statement-breakpoint
CREATE TRIGGER point_adjustments_form_insert AFTER INSERT ON point_adjustments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prezice_form_adjustments();--> statement-breakpoint
CREATE TRIGGER point_adjustments_form_update AFTER UPDATE ON point_adjustments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prezice_form_adjustments();--> statement-breakpoint
CREATE TRIGGER point_adjustments_form_delete AFTER DELETE ON point_adjustments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prezice_form_adjustments();--> statement-breakpoint
-- A match deleted (its predictions go with it) or moved to another round: its predictions' points leave their round
-- (and join the new one). Row triggers: matches are written one at a time.
CREATE OR REPLACE FUNCTION prezice_form_match() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prezice_form_move(array_agg(user_id), array_agg(round_id), array_agg(delta)) FROM (
    SELECT p.user_id, OLD.round_id AS round_id, -sum(p.points)::int AS delta
    FROM predictions p WHERE p.match_id = OLD.id AND p.points IS NOT NULL GROUP BY p.user_id
    UNION ALL
    SELECT p.user_id, NEW.round_id, sum(p.points)::int
    FROM predictions p WHERE TG_OP = 'UPDATE' AND p.match_id = NEW.id AND p.points IS NOT NULL GROUP BY p.user_id
  ) s HAVING count(*) > 0;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER matches_form_delete BEFORE DELETE ON matches
  FOR EACH ROW EXECUTE FUNCTION prezice_form_match();--> statement-breakpoint
CREATE TRIGGER matches_form_round AFTER UPDATE OF round_id ON matches
  FOR EACH ROW WHEN (OLD.round_id IS DISTINCT FROM NEW.round_id) EXECUTE FUNCTION prezice_form_match();--> statement-breakpoint
-- An account made admin leaves the rankings, one made player again enters them; a deleted account leaves them and
-- its rows go.
CREATE OR REPLACE FUNCTION prezice_form_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.role_id <> 4 THEN PERFORM prezice_form_rank(OLD.id, -1); END IF;
    DELETE FROM round_points WHERE user_id = OLD.id;
  ELSE
    PERFORM prezice_form_rank(NEW.id, CASE WHEN NEW.role_id = 4 THEN -1 ELSE 1 END);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_form_role AFTER UPDATE OF role_id ON users
  FOR EACH ROW WHEN ((OLD.role_id = 4) IS DISTINCT FROM (NEW.role_id = 4)) EXECUTE FUNCTION prezice_form_account();--> statement-breakpoint
CREATE TRIGGER users_form_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION prezice_form_account();--> statement-breakpoint
SELECT prezice_form_rebuild();
