-- The back-office counts sign-ups by Spain's calendar day, the day its screens and exports show
-- (docs/decisions/039-dates-in-spains-time.md): user_tally's day was the UTC day of created_at.
CREATE OR REPLACE FUNCTION "sanarte_business_day"(at timestamptz) RETURNS date
  LANGUAGE sql STABLE AS $$ SELECT (at AT TIME ZONE 'Europe/Madrid')::date $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_tally_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date;
  new_day date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "user_tally_add"(NEW.role, NEW.is_active, NEW.is_verified, NEW.took_test, "sanarte_business_day"(NEW.created_at), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "user_tally_add"(OLD.role, OLD.is_active, OLD.is_verified, OLD.took_test, "sanarte_business_day"(OLD.created_at), -1);
  ELSE
    old_day := "sanarte_business_day"(OLD.created_at);
    new_day := "sanarte_business_day"(NEW.created_at);
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
CREATE OR REPLACE FUNCTION "rebuild_back_office_tallies"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "users", "payments", "subscriptions" IN SHARE MODE;
  DELETE FROM "user_tally";
  INSERT INTO "user_tally" ("role", "is_active", "is_verified", "took_test", "day", "n")
    SELECT "role", "is_active", "is_verified", "took_test", "sanarte_business_day"("created_at"), count(*)::int
      FROM "users" GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM "payment_tally";
  INSERT INTO "payment_tally" ("status", "n") SELECT "status", count(*)::int FROM "payments" GROUP BY 1;
  DELETE FROM "subscription_tally";
  INSERT INTO "subscription_tally" ("plan_id", "price", "currency", "duration_days", "renewing", "status", "ends_day", "n")
    SELECT s.plan_id, coalesce(s.plan_snapshot->'price', 'null'), coalesce(s.plan_snapshot->'currency', 'null'),
           coalesce(s.plan_snapshot->'durationDays', 'null'),
           s.provider_subscription_id IS NOT NULL AND NOT s.cancel_at_period_end, s.status,
           (s.ends_at AT TIME ZONE 'UTC')::date, count(*)::int
      FROM "subscriptions" s WHERE s.status IN ('active', 'pending') GROUP BY 1, 2, 3, 4, 5, 6, 7;
END $$;
--> statement-breakpoint
-- Recount the sign-ups by the new day (the other tallies keep their keys).
LOCK TABLE "users" IN SHARE MODE;
--> statement-breakpoint
DELETE FROM "user_tally";
--> statement-breakpoint
INSERT INTO "user_tally" ("role", "is_active", "is_verified", "took_test", "day", "n")
  SELECT "role", "is_active", "is_verified", "took_test", "sanarte_business_day"("created_at"), count(*)::int
    FROM "users" GROUP BY 1, 2, 3, 4, 5;
