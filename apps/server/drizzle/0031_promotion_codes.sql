-- Promotion codes staff make for campaigns (decision 056): a percentage or an amount off, once or for
-- some months, with an expiry, a limit and the plans they apply to; the payment that redeemed one
-- keeps it and what it took off. The simulator keeps the discount on its checkouts and subscriptions.
CREATE TABLE "promotion_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off" numeric(10, 2),
	"currency" text,
	"duration" text NOT NULL,
	"duration_months" integer,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"plan_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_codes_discount_check" CHECK (("promotion_codes"."percent_off" is null) <> ("promotion_codes"."amount_off" is null) and ("promotion_codes"."amount_off" is null) = ("promotion_codes"."currency" is null)),
	CONSTRAINT "promotion_codes_duration_check" CHECK (("promotion_codes"."duration" = 'once' and "promotion_codes"."duration_months" is null) or ("promotion_codes"."duration" = 'repeating' and "promotion_codes"."duration_months" between 1 and 36))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "promotion_code_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "simulated_checkouts" ADD COLUMN "discount" jsonb;--> statement-breakpoint
ALTER TABLE "simulated_subscriptions" ADD COLUMN "discount" jsonb;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_codes_code_key" ON "promotion_codes" USING btree ("code");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promotion_code_id_promotion_codes_id_fk" FOREIGN KEY ("promotion_code_id") REFERENCES "public"."promotion_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_promotion_code_idx" ON "payments" USING btree ("promotion_code_id") WHERE "payments"."promotion_code_id" is not null;