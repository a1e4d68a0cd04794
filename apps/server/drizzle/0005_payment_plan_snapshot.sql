ALTER TABLE "payments" ADD COLUMN "plan_snapshot" jsonb;--> statement-breakpoint
-- Orders made before this column: the subscription's snapshot where the payment completed, otherwise
-- the plan's name as it is now; the price is what the order charged (checkout charged the plan's price).
UPDATE "payments" AS p
   SET "plan_snapshot" = (
         SELECT jsonb_build_object(
                  'name', coalesce(s."plan_snapshot"->>'name', pl."name"),
                  'slug', coalesce(s."plan_snapshot"->>'slug', pl."slug"),
                  'price', p."amount",
                  'currency', p."currency",
                  'durationDays', coalesce((s."plan_snapshot"->>'durationDays')::int, pl."duration_days"))
           FROM "plans" AS pl
           LEFT JOIN "subscriptions" AS s ON s."payment_id" = p."id"
          WHERE pl."id" = p."plan_id")
 WHERE p."plan_snapshot" IS NULL AND p."plan_id" IS NOT NULL;
