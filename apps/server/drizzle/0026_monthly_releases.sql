-- "La terapia del mes": an audio's scheduled publication (release_at, entered in Spain's time) and when the release job made it public (released_at); the e-mail announcing it, page by page (release_announcements); a listener's choice to receive it (notification_preferences); and the one-click unsubscribe address an e-mail carries (mail_outbox.unsubscribe_url).
CREATE TABLE "release_announcements" (
	"audio_id" uuid PRIMARY KEY NOT NULL,
	"last_user_id" uuid,
	"sent" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"new_releases" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "audios" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audios" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_announcements" ADD CONSTRAINT "release_announcements_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;