-- A typed search folds case and diacritics on both sides: "otel" finds "Oțelul Galați". search_fold is the rule of
-- src/domain/search-fold.ts (the server folds the typed text with it): lower case, then each accented Latin letter to
-- its plain one (ș ş → s, ț ţ → t, ă â → a, î → i, and the capitals, whatever the locale's lower() does with them),
-- and the combining marks U+0300–U+036F dropped (translate() drops what has no counterpart). IMMUTABLE, so an index
-- can hold it; a test compares it with the domain's function letter by letter. ASCII text (every username, nearly
-- every e-mail) only needs lower(): translate() compares each character with the whole table, about 25 µs a name, so
-- it runs only where a byte is not a character. Not STRICT, so that the planner inlines the body (null gives null).
CREATE OR REPLACE FUNCTION "search_fold"("value" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
SELECT CASE WHEN octet_length("value") = char_length("value") THEN lower("value") ELSE translate(
  lower("value"),
  'ăâàáãäåāąĂÂÀÁÃÄÅĀĄçćĉċčÇĆĈĊČďđĎĐèéêëēĕėęěÈÉÊËĒĔĖĘĚĝğġģĜĞĠĢĥħĤĦîìíïĩīĭįıÎÌÍÏĨĪĬĮĵĴķĶĺļľŀłĹĻĽĿŁñńņňÑŃŅŇòóôõöøōŏőÒÓÔÕÖØŌŎŐŕŗřŔŖŘșşśŝšȘŞŚŜŠțţťŧȚŢŤŦùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲŵŴýÿŷÝŸŶźżžŹŻŽİ'
    || U&'\0300\0301\0302\0303\0304\0305\0306\0307\0308\0309\030A\030B\030C\030D\030E\030F\0310\0311\0312\0313\0314\0315\0316\0317\0318\0319\031A\031B'
    || U&'\031C\031D\031E\031F\0320\0321\0322\0323\0324\0325\0326\0327\0328\0329\032A\032B\032C\032D\032E\032F\0330\0331\0332\0333\0334\0335\0336\0337'
    || U&'\0338\0339\033A\033B\033C\033D\033E\033F\0340\0341\0342\0343\0344\0345\0346\0347\0348\0349\034A\034B\034C\034D\034E\034F\0350\0351\0352\0353'
    || U&'\0354\0355\0356\0357\0358\0359\035A\035B\035C\035D\035E\035F\0360\0361\0362\0363\0364\0365\0366\0367\0368\0369\036A\036B\036C\036D\036E\036F',
  'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzzi'
) END
$$;
--> statement-breakpoint
-- The searches are substrings (LIKE '%…%' on the folded text), which only a trigram index serves. pg_trgm ships with
-- PostgreSQL (a trusted extension: the database's owner may create it) and with PGlite (loaded by openDatabase).
-- Where it is not installed or the role may not create it, the searches still answer, by reading the table.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN insufficient_privilege OR feature_not_supported OR undefined_file THEN
  RAISE WARNING 'pg_trgm could not be created (%): the searches read the whole table', SQLERRM;
END
$$;
--> statement-breakpoint
-- The searches over tables that grow with the players: the back office's players (username or e-mail), a league's
-- members (username), the back office's leagues (name or owner's username). The teams are a few rows.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "users_username_search_idx" ON "users" USING gin ("search_fold"("username") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "users_email_search_idx" ON "users" USING gin ("search_fold"("email") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "leagues_name_search_idx" ON "leagues" USING gin ("search_fold"("name") gin_trgm_ops);
  END IF;
END
$$;
