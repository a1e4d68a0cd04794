-- Uploaded covers and profile photos get resized WebP copies as they are saved (lib/images.ts);
-- each row keeps them as an <img srcset> value. Rows saved before have none ('').
ALTER TABLE "audios" ADD COLUMN "cover_image_srcset" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "cover_image_srcset" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "cover_image_srcset" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_srcset" text DEFAULT '' NOT NULL;