CREATE TABLE "office_additional_mls" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"mls_name" text NOT NULL,
	"mls_number" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_settings" (
	"office_id" integer PRIMARY KEY NOT NULL,
	"default_publish" boolean DEFAULT false NOT NULL,
	"allow_solds_to_display_sold_price" boolean DEFAULT true NOT NULL,
	"allow_draft_send_to_trident" boolean DEFAULT false NOT NULL,
	"allow_rental_send_to_trident" boolean DEFAULT false NOT NULL,
	"default_show_address" boolean DEFAULT true NOT NULL,
	"allow_trident_buyer_side_rentals" boolean DEFAULT false NOT NULL,
	"default_select_sale" boolean DEFAULT false NOT NULL,
	"show_agent_title" boolean DEFAULT true NOT NULL,
	"allow_new_mls_listings" boolean DEFAULT true NOT NULL,
	"suppress_mls_import" boolean DEFAULT false NOT NULL,
	"suppress_mls_photo_import" boolean DEFAULT false NOT NULL,
	"suppress_mls_ad_copy_import" boolean DEFAULT false NOT NULL,
	"suppress_mls_agent_import" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_specializations" (
	"office_id" integer NOT NULL,
	"specialization_id" integer NOT NULL,
	CONSTRAINT "office_specializations_office_id_specialization_id_pk" PRIMARY KEY("office_id","specialization_id")
);
--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "office_region_id" integer;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "url_name" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "facebook_url" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "twitter_url" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "linked_in_url" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "instagram_url" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "trident_metro_id" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "last_trident_import" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "market_area" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "dash_mls_name" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "dash_mls_code" text;--> statement-breakpoint
ALTER TABLE "office_additional_mls" ADD CONSTRAINT "office_additional_mls_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_settings" ADD CONSTRAINT "office_settings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_specializations" ADD CONSTRAINT "office_specializations_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_specializations" ADD CONSTRAINT "office_specializations_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_additional_mls_office_idx" ON "office_additional_mls" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "offices_name_idx" ON "offices" USING btree ("name","id");--> statement-breakpoint
ALTER TABLE "offices" DROP COLUMN "office_region";--> statement-breakpoint
-- hand-written
-- Office Name search (a substring, any case) on the office list: a trigram index on the lower-cased name.
CREATE INDEX "offices_name_trgm_idx" ON "offices" USING gin (lower("name") gin_trgm_ops);
