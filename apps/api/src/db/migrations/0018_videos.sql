CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"video_type_id" smallint NOT NULL,
	"display_order" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"failure_reason" text,
	"host_video_id" text,
	"callback_token" text,
	"playback_key" text NOT NULL,
	"caption" text,
	"title" text,
	"description" text,
	"reupload_interval" integer DEFAULT 180000 NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_id" uuid,
	"has_original" boolean DEFAULT false NOT NULL,
	"rendition_size_bytes" bigint,
	"has_poster" boolean DEFAULT false NOT NULL,
	"url" text,
	"poster_url" text,
	"width" integer,
	"height" integer,
	"duration_seconds" double precision,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "videos_slot_idx" ON "videos" USING btree ("entity_type","entity_id","video_type_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_callback_token_idx" ON "videos" USING btree ("callback_token");--> statement-breakpoint
CREATE INDEX "videos_status_idx" ON "videos" USING btree ("status");