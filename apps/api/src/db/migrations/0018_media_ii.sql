CREATE TABLE "data_consumers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'portal' NOT NULL,
	"website" text,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_syndications" (
	"listing_id" integer NOT NULL,
	"data_consumer_id" integer NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_syndications_listing_id_data_consumer_id_pk" PRIMARY KEY("listing_id","data_consumer_id")
);
--> statement-breakpoint
CREATE TABLE "ad_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"ad_copy_size_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"headline" text,
	"body" text,
	"body_length" integer DEFAULT 0 NOT NULL,
	"ai_adcopy" boolean DEFAULT false NOT NULL,
	"generated_by" integer,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_copy_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"generated_by" integer,
	"source" text NOT NULL,
	"model" text,
	"prompt" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_copy_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ad_copy_languages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ad_copy_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"headline_length" integer,
	"body_length" integer,
	"display_order" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ad_copy_sizes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
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
ALTER TABLE "listings" ADD COLUMN "send_to_sir_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "suppress_ad_copy_import" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_syndications" ADD CONSTRAINT "listing_syndications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_syndications" ADD CONSTRAINT "listing_syndications_data_consumer_id_data_consumers_id_fk" FOREIGN KEY ("data_consumer_id") REFERENCES "public"."data_consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_copies" ADD CONSTRAINT "ad_copies_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_copies" ADD CONSTRAINT "ad_copies_ad_copy_size_id_ad_copy_sizes_id_fk" FOREIGN KEY ("ad_copy_size_id") REFERENCES "public"."ad_copy_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_copies" ADD CONSTRAINT "ad_copies_language_id_ad_copy_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."ad_copy_languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_copies" ADD CONSTRAINT "ad_copies_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_copies" ADD CONSTRAINT "ad_copies_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_copy_drafts" ADD CONSTRAINT "ad_copy_drafts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_copy_drafts" ADD CONSTRAINT "ad_copy_drafts_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_consumers_name_idx" ON "data_consumers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "listing_syndications_consumer_idx" ON "listing_syndications" USING btree ("data_consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_copies_listing_size_language_idx" ON "ad_copies" USING btree ("listing_id","ad_copy_size_id","language_id");--> statement-breakpoint
CREATE INDEX "ad_copy_drafts_listing_idx" ON "ad_copy_drafts" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_slot_idx" ON "videos" USING btree ("entity_type","entity_id","video_type_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_callback_token_idx" ON "videos" USING btree ("callback_token");--> statement-breakpoint
CREATE INDEX "videos_status_idx" ON "videos" USING btree ("status");