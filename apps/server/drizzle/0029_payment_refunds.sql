-- Refunds staff make from Órdenes, in full or in part: how much of each payment has been given back, why, and staff's note.
ALTER TABLE "payments" ADD COLUMN "refunded_amount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text CONSTRAINT "payments_refund_reason_check" CHECK ("refund_reason" in ('duplicate', 'requested_by_customer'));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_note" text;--> statement-breakpoint
UPDATE "payments" SET "refunded_amount" = "amount" WHERE "status" = 'refunded';--> statement-breakpoint
-- Until now only a plan paid twice was given back by us (made, or still to make); a refund made at Stripe keeps no reason.
UPDATE "payments" SET "refund_reason" = 'duplicate' WHERE "status" = 'refunded' AND ("provider_refund_id" IS NOT NULL OR "refunded_at" IS NULL);
--> statement-breakpoint
ALTER TABLE "simulated_invoices" ADD COLUMN "amount_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "simulated_invoices" SET "amount_refunded" = "amount_paid" WHERE "refund_id" IS NOT NULL;
