CREATE TABLE "listening_watermarks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"credited_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "playback_positions" ADD COLUMN "fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listening_watermarks" ADD CONSTRAINT "listening_watermarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rows made before fetches were recorded: a report older than the last one credits nothing anyway.
UPDATE "playback_positions" SET "fetched_at" = "last_report_at";