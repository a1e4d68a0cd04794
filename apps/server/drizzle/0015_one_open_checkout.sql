CREATE TABLE "payment_customers" (
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulated_invoices" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "simulated_invoices" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_customer_key" ON "payment_customers" USING btree ("provider","customer_id");--> statement-breakpoint
-- One provider customer per user: the customers of existing subscriptions are kept (the latest one
-- of each user), so a returning buyer goes on with the customer they already have. The provider is
-- the payments adapter in use: Stripe, or local mode's simulator (whose customers are cus_sim_…).
INSERT INTO "payment_customers" ("user_id", "provider", "customer_id")
SELECT DISTINCT ON ("user_id") "user_id",
       CASE WHEN "provider_customer_id" LIKE 'cus\_sim\_%' THEN 'simulator' ELSE 'stripe' END,
       "provider_customer_id" FROM "subscriptions"
 WHERE "provider_customer_id" IS NOT NULL
 ORDER BY "user_id", "created_at" DESC
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- At most one open checkout per user: of the open ones a user already has, only the newest stays
-- open; the older are recorded expired (the provider ends a checkout after 24 hours, and a payment
-- that completes on one of them anyway is still recorded from the provider's event).
UPDATE "payments" p SET "status" = 'expired', "updated_at" = now()
 WHERE p."status" = 'intent_created'
   AND EXISTS (SELECT 1 FROM "payments" q WHERE q."user_id" = p."user_id" AND q."status" = 'intent_created'
                AND (q."created_at", q."id") > (p."created_at", p."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_checkout_key" ON "payments" USING btree ("user_id") WHERE "payments"."status" = 'intent_created';--> statement-breakpoint
CREATE INDEX "payments_refund_pending_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" = 'refunded' and "payments"."refunded_at" is null;