-- Practice reminders: the days, time and time zone a listener chose for a short e-mail inviting them to practise, and when the next one is due (an index on the due ones, read every minute).
ALTER TABLE "notification_preferences" ADD COLUMN "reminder_days" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "reminder_time" text;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "reminder_time_zone" text;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "reminder_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_preferences_reminder_due_idx" ON "notification_preferences" USING btree ("reminder_next_at") WHERE "notification_preferences"."reminder_next_at" is not null;