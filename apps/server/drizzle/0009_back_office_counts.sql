CREATE TABLE "payment_tally" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tally" (
	"role" text NOT NULL,
	"is_active" boolean NOT NULL,
	"is_verified" boolean NOT NULL,
	"took_test" boolean NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "user_tally_role_is_active_is_verified_took_test_day_pk" PRIMARY KEY("role","is_active","is_verified","took_test","day")
);
--> statement-breakpoint
-- The back-office totals at a million customers: counting the rows on every request costs
-- 0.2–0.6 s, so triggers keep running counts. Each change moves one count down and one up, always
-- in the same order (by key), so two transactions moving users in opposite directions never wait
-- on each other in a cycle.
CREATE OR REPLACE FUNCTION "user_tally_add"(r text, a boolean, v boolean, t boolean, d date, delta integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO "user_tally" ("role", "is_active", "is_verified", "took_test", "day", "n") VALUES (r, a, v, t, d, delta)
  ON CONFLICT ("role", "is_active", "is_verified", "took_test", "day") DO UPDATE SET "n" = "user_tally"."n" + excluded."n"
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_tally_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date;
  new_day date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "user_tally_add"(NEW.role, NEW.is_active, NEW.is_verified, NEW.took_test, (NEW.created_at AT TIME ZONE 'UTC')::date, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "user_tally_add"(OLD.role, OLD.is_active, OLD.is_verified, OLD.took_test, (OLD.created_at AT TIME ZONE 'UTC')::date, -1);
  ELSE
    old_day := (OLD.created_at AT TIME ZONE 'UTC')::date;
    new_day := (NEW.created_at AT TIME ZONE 'UTC')::date;
    IF (OLD.role, OLD.is_active, OLD.is_verified, OLD.took_test, old_day) < (NEW.role, NEW.is_active, NEW.is_verified, NEW.took_test, new_day) THEN
      PERFORM "user_tally_add"(OLD.role, OLD.is_active, OLD.is_verified, OLD.took_test, old_day, -1);
      PERFORM "user_tally_add"(NEW.role, NEW.is_active, NEW.is_verified, NEW.took_test, new_day, 1);
    ELSE
      PERFORM "user_tally_add"(NEW.role, NEW.is_active, NEW.is_verified, NEW.took_test, new_day, 1);
      PERFORM "user_tally_add"(OLD.role, OLD.is_active, OLD.is_verified, OLD.took_test, old_day, -1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_tally_insert_delete" AFTER INSERT OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_tally_trigger"();
--> statement-breakpoint
CREATE TRIGGER "users_tally_update" AFTER UPDATE OF "role", "is_active", "is_verified", "took_test", "created_at" ON "users"
  FOR EACH ROW WHEN (
    OLD.role IS DISTINCT FROM NEW.role OR OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.is_verified IS DISTINCT FROM NEW.is_verified OR OLD.took_test IS DISTINCT FROM NEW.took_test
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
  ) EXECUTE FUNCTION "users_tally_trigger"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payment_tally_add"(s text, delta integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO "payment_tally" ("status", "n") VALUES (s, delta)
  ON CONFLICT ("status") DO UPDATE SET "n" = "payment_tally"."n" + excluded."n"
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payments_tally_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "payment_tally_add"(NEW.status, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "payment_tally_add"(OLD.status, -1);
  ELSIF OLD.status < NEW.status THEN
    PERFORM "payment_tally_add"(OLD.status, -1);
    PERFORM "payment_tally_add"(NEW.status, 1);
  ELSE
    PERFORM "payment_tally_add"(NEW.status, 1);
    PERFORM "payment_tally_add"(OLD.status, -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_tally_insert_delete" AFTER INSERT OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_tally_trigger"();
--> statement-breakpoint
CREATE TRIGGER "payments_tally_update" AFTER UPDATE OF "status" ON "payments"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "payments_tally_trigger"();
--> statement-breakpoint
-- Recounts both tallies from the rows: once here, and after bulk loads that bypass the triggers
-- (the scale seed's COPY). Runs while the tables are locked against writes.
CREATE OR REPLACE FUNCTION "rebuild_back_office_tallies"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "users", "payments" IN SHARE MODE;
  DELETE FROM "user_tally";
  INSERT INTO "user_tally" ("role", "is_active", "is_verified", "took_test", "day", "n")
    SELECT "role", "is_active", "is_verified", "took_test", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int
      FROM "users" GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM "payment_tally";
  INSERT INTO "payment_tally" ("status", "n") SELECT "status", count(*)::int FROM "payments" GROUP BY 1;
END $$;
--> statement-breakpoint
SELECT "rebuild_back_office_tallies"();
--> statement-breakpoint
-- One trigram index for the back-office search over «name last_name email», folded: a single
-- expression lets the planner weigh the index (a rare name) against walking the newest users and
-- testing each (a common one), which two indexes joined by a UNION never allowed.
CREATE INDEX IF NOT EXISTS "users_search_fold_trgm_idx" ON "users" USING gin (("sanarte_fold"("name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "users_fullname_fold_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_trgm_idx";
