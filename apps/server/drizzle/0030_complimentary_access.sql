-- Complimentary access staff give from Clientes: a subscription without a payment, marked 'comp',
-- which gives access as any other and never counts as recurring revenue (decision 055).
ALTER TABLE "subscriptions" ADD COLUMN "source" text DEFAULT 'paid' NOT NULL CONSTRAINT "subscriptions_source_check" CHECK ("source" in ('paid', 'comp'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "comp_note" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "comp_until_revoked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "subscriptions_comp_ends_idx" ON "subscriptions" USING btree ("ends_at") WHERE "subscriptions"."source" = 'comp';--> statement-breakpoint
-- The recurring-revenue tally counts paid subscriptions only (a subscription's source never changes).
CREATE OR REPLACE FUNCTION "subscriptions_tally_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counts_old boolean := TG_OP <> 'INSERT' AND OLD.status IN ('active', 'pending') AND OLD.source = 'paid';
  counts_new boolean := TG_OP <> 'DELETE' AND NEW.status IN ('active', 'pending') AND NEW.source = 'paid';
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
      FROM "subscriptions" s WHERE s.status IN ('active', 'pending') AND s.source = 'paid' GROUP BY 1, 2, 3, 4, 5, 6, 7;
END $$;
