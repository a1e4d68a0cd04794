-- Accent-insensitive search of names: 'inigo' finds 'Íñigo', 'martin' finds 'Martín'. An IMMUTABLE
-- SQL function (no extension needed, so it works on PGlite as well) that lower-cases and drops the
-- accents of Spanish and other Latin letters; the trigram index is on the same expression. The map
-- is repeated in apps/server/src/lib/search.ts (a test checks both agree).
CREATE OR REPLACE FUNCTION "sanarte_fold"(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(lower($1), 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūñçýÿ', 'aaaaaaaeeeeeiiiiioooooouuuuuncyy') $$;
--> statement-breakpoint
DROP INDEX IF EXISTS "users_fullname_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_fullname_fold_trgm_idx" ON "users" USING gin (("sanarte_fold"("name" || ' ' || "last_name")) gin_trgm_ops);
