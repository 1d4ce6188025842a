CREATE TABLE "development_agents" (
	"development_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"side_type_id" integer DEFAULT 1 NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "development_agents_development_id_agent_id_pk" PRIMARY KEY("development_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "development_amenities" (
	"development_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	"text" text,
	CONSTRAINT "development_amenities_development_id_amenity_id_pk" PRIMARY KEY("development_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "developments" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"office_id" integer NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"sira_development_id" text,
	"address1" text,
	"address2" text,
	"city" text,
	"region_id" integer,
	"state" text,
	"zip" text,
	"website_url" text,
	"list_date" date,
	"expiration_date" date,
	"agreement_date" date,
	"total_units" integer,
	"total_dollar_value" numeric(15, 2),
	"minimum_price_per_unit" numeric(15, 2),
	"max_financing" numeric(6, 2),
	"interior_size" integer,
	"exterior_size" integer,
	"lot_size" numeric(14, 2),
	"lot_size_type_id" integer,
	"year_built" integer,
	"is_exclusive_listing_agent" boolean DEFAULT false NOT NULL,
	"owner_first_name" text,
	"owner_last_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"ad_copy_headline" text,
	"ad_copy_body" text,
	"publish" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "development_agents" ADD CONSTRAINT "development_agents_development_id_developments_id_fk" FOREIGN KEY ("development_id") REFERENCES "public"."developments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_agents" ADD CONSTRAINT "development_agents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_amenities" ADD CONSTRAINT "development_amenities_development_id_developments_id_fk" FOREIGN KEY ("development_id") REFERENCES "public"."developments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_amenities" ADD CONSTRAINT "development_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developments" ADD CONSTRAINT "developments_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "development_agents_agent_idx" ON "development_agents" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "developments_office_idx" ON "developments" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "developments_title_idx" ON "developments" USING btree ("title","id");--> statement-breakpoint
-- hand-written
-- the associated listings of a development are the listings that name it
CREATE INDEX IF NOT EXISTS "listings_development_idx" ON "listings" USING btree ("development_id") WHERE "development_id" IS NOT NULL;
