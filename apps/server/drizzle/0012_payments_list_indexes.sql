-- Órdenes lists payments newest first, ties broken by id. With the id in the index the walk is
-- already in that order and stops after a page of matches; on created_at alone PostgreSQL had to
-- read every payment sharing a timestamp and sort them (a search for a common name at 3,000,000
-- payments: 3,528 rows checked instead of 136, 330 ms instead of 4 ms).
CREATE INDEX IF NOT EXISTS "payments_status_created_id_idx" ON "payments" USING btree ("status","created_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_created_id_idx" ON "payments" USING btree ("created_at","id");
--> statement-breakpoint
DROP INDEX IF EXISTS "payments_status_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "payments_created_idx";
