CREATE TABLE "listening_audio_days" (
	"day" date NOT NULL,
	"audio_id" uuid NOT NULL,
	"theme_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listening_audio_days_day_audio_id_pk" PRIMARY KEY("day","audio_id")
);
--> statement-breakpoint
ALTER TABLE "listening_audio_days" ADD CONSTRAINT "listening_audio_days_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listening_audio_days_audio_idx" ON "listening_audio_days" USING btree ("audio_id");--> statement-breakpoint
INSERT INTO "listening_audio_days" ("day", "audio_id", "theme_id", "category_id", "seconds")
SELECT "day", "audio_id", min("theme_id"::text)::uuid, min("category_id"::text)::uuid, sum("seconds")::int
  FROM "listening_days" GROUP BY "day", "audio_id"
ON CONFLICT DO NOTHING;
