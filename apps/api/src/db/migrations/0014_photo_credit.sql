ALTER TABLE "listings" ADD COLUMN "suppress_photo_import" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "photo_credit" text;