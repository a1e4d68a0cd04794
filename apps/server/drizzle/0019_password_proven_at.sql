ALTER TABLE "users" ADD COLUMN "password_proven_at" timestamp with time zone;--> statement-breakpoint
-- The passwords of accounts verified before this column existed are taken as proven: nothing
-- recorded then tells who typed them, and treating them all as unproven would sign out and drop
-- the password of every current user who links Google (docs/decisions/035-the-first-proof-of-the-inbox.md).
UPDATE "users" SET "password_proven_at" = now() WHERE "is_verified" AND "password_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_password_proven_check" CHECK ("users"."password_proven_at" is null or "users"."password_hash" is not null);
