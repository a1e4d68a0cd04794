CREATE TABLE "subscription_tally" (
	"plan_id" uuid NOT NULL,
	"price" jsonb NOT NULL,
	"currency" jsonb NOT NULL,
	"duration_days" jsonb NOT NULL,
	"renewing" boolean NOT NULL,
	"status" text NOT NULL,
	"ends_day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "subscription_tally_plan_id_price_currency_duration_days_renewing_status_ends_day_pk" PRIMARY KEY("plan_id","price","currency","duration_days","renewing","status","ends_day")
);
--> statement-breakpoint
CREATE INDEX "subscriptions_canceled_idx" ON "subscriptions" USING btree ("canceled_at") WHERE "subscriptions"."canceled_at" is not null;--> statement-breakpoint
-- The dashboard's recurring revenue at a million customers: a pass over every subscription with
-- access costs half a second, so a trigger keeps them counted by the groups the dashboard shows and
-- the UTC day access ends. Changes move counts in key order (see migration 0009).
CREATE OR REPLACE FUNCTION "subscription_tally_add"(s "subscriptions", delta integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO "subscription_tally" ("plan_id", "price", "currency", "duration_days", "renewing", "status", "ends_day", "n")
  VALUES (s.plan_id, coalesce(s.plan_snapshot->'price', 'null'), coalesce(s.plan_snapshot->'currency', 'null'),
          coalesce(s.plan_snapshot->'durationDays', 'null'),
          s.provider_subscription_id IS NOT NULL AND NOT s.cancel_at_period_end, s.status,
          (s.ends_at AT TIME ZONE 'UTC')::date, delta)
  ON CONFLICT ("plan_id", "price", "currency", "duration_days", "renewing", "status", "ends_day")
  DO UPDATE SET "n" = "subscription_tally"."n" + excluded."n"
$$;
--> statement-breakpoint
-- The tally row a subscription counts in, as text: the order in which a change locks its two rows.
CREATE OR REPLACE FUNCTION "subscription_tally_key"(s "subscriptions") RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws('|', s.plan_id, s.plan_snapshot->'price', s.plan_snapshot->'currency',
                   s.plan_snapshot->'durationDays',
                   s.provider_subscription_id IS NOT NULL AND NOT s.cancel_at_period_end, s.status,
                   (s.ends_at AT TIME ZONE 'UTC')::date)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "subscriptions_tally_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counts_old boolean := TG_OP <> 'INSERT' AND OLD.status IN ('active', 'pending');
  counts_new boolean := TG_OP <> 'DELETE' AND NEW.status IN ('active', 'pending');
BEGIN
  IF counts_old AND counts_new AND "subscription_tally_key"(OLD) > "subscription_tally_key"(NEW) THEN
    PERFORM "subscription_tally_add"(NEW, 1);
    PERFORM "subscription_tally_add"(OLD, -1);
    RETURN NULL;
  END IF;
  IF counts_old THEN
    PERFORM "subscription_tally_add"(OLD, -1);
  END IF;
  IF counts_new THEN
    PERFORM "subscription_tally_add"(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_tally_insert_delete" AFTER INSERT OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "subscriptions_tally_trigger"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_tally_update"
  AFTER UPDATE OF "plan_id", "plan_snapshot", "provider_subscription_id", "cancel_at_period_end", "status", "ends_at" ON "subscriptions"
  FOR EACH ROW WHEN (
    OLD.plan_id IS DISTINCT FROM NEW.plan_id OR OLD.plan_snapshot IS DISTINCT FROM NEW.plan_snapshot
    OR OLD.provider_subscription_id IS DISTINCT FROM NEW.provider_subscription_id
    OR OLD.cancel_at_period_end IS DISTINCT FROM NEW.cancel_at_period_end
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
  ) EXECUTE FUNCTION "subscriptions_tally_trigger"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_back_office_tallies"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "users", "payments", "subscriptions" IN SHARE MODE;
  DELETE FROM "user_tally";
  INSERT INTO "user_tally" ("role", "is_active", "is_verified", "took_test", "day", "n")
    SELECT "role", "is_active", "is_verified", "took_test", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int
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
SELECT "rebuild_back_office_tallies"();
