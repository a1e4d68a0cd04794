-- Trigram indexes for the back-office searches (name + last name, e-mail, plan name), so a search
-- never scans the whole table. pg_trgm is created at start when the server allows it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_fullname_trgm_idx" ON "users" USING gin ((lower("name" || ' ' || "last_name")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscriptions_active_user_idx" ON "subscriptions" ("user_id") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_took_test_idx" ON "users" ("took_test", "created_at");
