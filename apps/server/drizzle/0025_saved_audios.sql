-- "Guardados": the audios each listener saved to their shelf (the library, the player, the test's results).
CREATE TABLE "saved_audios" (
	"user_id" uuid NOT NULL,
	"audio_id" uuid NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_audios_user_id_audio_id_pk" PRIMARY KEY("user_id","audio_id")
);
--> statement-breakpoint
ALTER TABLE "saved_audios" ADD CONSTRAINT "saved_audios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_audios" ADD CONSTRAINT "saved_audios_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;