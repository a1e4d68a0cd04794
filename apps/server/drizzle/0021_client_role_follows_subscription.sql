-- A client's role follows their subscription (docs/decisions/045-the-client-role-follows-the-subscription.md):
-- a subscriber is a client a subscription gives access to now, a visitor any other client. Staff
-- could set either by hand; this settles every client once, and the billing job keeps it so.
UPDATE "users" u SET "role" = 'visitor', "updated_at" = now()
 WHERE u."role" = 'subscriber'
   AND NOT EXISTS (
     SELECT 1 FROM "subscriptions" s
      WHERE s."user_id" = u."id" AND s."status" IN ('active', 'pending') AND s."ends_at" > now());
--> statement-breakpoint
UPDATE "users" u SET "role" = 'subscriber', "updated_at" = now()
 WHERE u."role" = 'visitor'
   AND EXISTS (
     SELECT 1 FROM "subscriptions" s
      WHERE s."user_id" = u."id" AND s."status" IN ('active', 'pending') AND s."ends_at" > now());
