CREATE TABLE "audio_reach" (
	"audio_id" uuid NOT NULL,
	"bucket" smallint NOT NULL,
	"listeners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audio_reach_audio_id_bucket_pk" PRIMARY KEY("audio_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "report_months" (
	"month" date PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listening_audio_days" ADD COLUMN "plays" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD COLUMN "furthest_seconds" integer;--> statement-breakpoint
ALTER TABLE "audio_reach" ADD CONSTRAINT "audio_reach_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- What was stored before: a listener who has listening time on an audio reached at least where
-- they left it; each such listener is one listener of the audio, in the tenth of that point.
UPDATE "playback_positions" p SET "furthest_seconds" = p."position_seconds"
 WHERE EXISTS (SELECT 1 FROM "listening_days" d WHERE d."user_id" = p."user_id" AND d."audio_id" = p."audio_id");--> statement-breakpoint
INSERT INTO "audio_reach" ("audio_id", "bucket", "listeners")
SELECT p."audio_id",
       CASE WHEN a."duration" > 0 THEN least(9, floor(10.0 * p."furthest_seconds" / a."duration"))::smallint ELSE 0 END,
       count(*)::int
  FROM "playback_positions" p JOIN "audios" a ON a."id" = p."audio_id"
 WHERE p."furthest_seconds" IS NOT NULL
 GROUP BY 1, 2;--> statement-breakpoint
UPDATE "listening_audio_days" l SET "plays" = c.n
  FROM (SELECT "day", "audio_id", count(*)::int AS n FROM "listening_days" GROUP BY 1, 2) c
 WHERE c."day" = l."day" AND c."audio_id" = l."audio_id";
