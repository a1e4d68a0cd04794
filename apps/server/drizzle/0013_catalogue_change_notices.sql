-- The public catalogue (plans, categories, themes, audios) is kept in each server process's
-- memory. Every statement that changes one of these tables, from the server or from anyone else
-- (an operator's SQL, a seed, another instance), tells the listening processes on commit:
-- NOTIFY on the channel "sanarte_catalogue" with the table's name. Statement-level, so a bulk
-- change sends one notice, and PostgreSQL folds identical notices of one transaction into one.
CREATE OR REPLACE FUNCTION "sanarte_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sanarte_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "plans_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "sanarte_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "sanarte_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "themes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "themes"
  FOR EACH STATEMENT EXECUTE FUNCTION "sanarte_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "audios_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "audios"
  FOR EACH STATEMENT EXECUTE FUNCTION "sanarte_catalogue_changed"();
