ALTER TABLE "users" ADD COLUMN "rank_points" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pos_points" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rank_current" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pos_current" integer;--> statement-breakpoint
CREATE INDEX "users_pos_points_idx" ON "users" USING btree ("pos_points");--> statement-breakpoint
CREATE INDEX "users_pos_current_idx" ON "users" USING btree ("pos_current");--> statement-breakpoint
-- A Strapi-style documentId made in SQL, for rows that set-based statements insert (bonus ledger entries).
CREATE OR REPLACE FUNCTION prezice_document_id() RETURNS varchar(24) LANGUAGE sql VOLATILE AS $$
  SELECT chr(97 + floor(random() * 26)::int)
      || string_agg(substr('abcdefghijklmnopqrstuvwxyz0123456789', 1 + floor(random() * 36)::int, 1), '')
  FROM generate_series(1, 23)
$$;
