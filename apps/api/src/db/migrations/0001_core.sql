CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer,
	"trident_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text,
	"preferred_first_name" text,
	"preferred_last_name" text,
	"brand_email" text,
	"work_phone" text,
	"mobile_phone" text,
	"office_id" integer,
	"agent_type_id" integer DEFAULT 1 NOT NULL,
	"title" text,
	"license_number" text,
	"status_id" integer DEFAULT 1 NOT NULL,
	"publish" boolean DEFAULT true NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"mls_number" text,
	"address1" text,
	"city" text,
	"state" text,
	"zip" text,
	"start_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"acronym" text,
	"link" text,
	"promoted" boolean DEFAULT false NOT NULL,
	"can_show" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sales_region_id" integer,
	"office_region" text,
	"status" integer DEFAULT 1 NOT NULL,
	"publish" boolean DEFAULT true NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"mls_number" text,
	"primary_mls_name" text,
	"location_code" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip" text,
	"latitude" double precision,
	"longitude" double precision,
	"phone_number" text,
	"fax" text,
	"email" text,
	"manager_agent_id" integer,
	"manager_title" text,
	"description" text,
	"history" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_team_members" (
	"sales_team_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_team_members_sales_team_id_agent_id_pk" PRIMARY KEY("sales_team_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "sales_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"office_id" integer,
	"email" text,
	"description" text,
	"website_url" text,
	"phone" text,
	"mls_number" text,
	"status_id" integer DEFAULT 1 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"key" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"grouping" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_agents" (
	"user_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	CONSTRAINT "user_agents_user_id_agent_id_pk" PRIMARY KEY("user_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "user_dash_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"role_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_offices" (
	"user_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	CONSTRAINT "user_offices_user_id_office_id_pk" PRIMARY KEY("user_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_key" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_key_pk" PRIMARY KEY("user_id","role_key")
);
--> statement-breakpoint
CREATE TABLE "user_sales_teams" (
	"user_id" integer NOT NULL,
	"sales_team_id" integer NOT NULL,
	CONSTRAINT "user_sales_teams_user_id_sales_team_id_pk" PRIMARY KEY("user_id","sales_team_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_name" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"preferred_first_name" text,
	"salutation" text,
	"title" text,
	"status" integer DEFAULT 1 NOT NULL,
	"employee_type" text,
	"okta_id" text,
	"profile_id" integer,
	"dash_staff_id" integer,
	"is_associated_with_building" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_name" text NOT NULL,
	"section_name" text NOT NULL,
	"allow_text" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neighborhoods" (
	"id" serial PRIMARY KEY NOT NULL,
	"sales_region_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_commercial" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"allow_custom_text" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salutations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specializations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_additional_mls" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"mls_name" text NOT NULL,
	"mls_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"side_type_id" integer NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL,
	"select_sale" boolean DEFAULT false NOT NULL,
	"split" numeric(5, 2) DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_amenities" (
	"listing_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	"text" text,
	"selected" boolean DEFAULT true NOT NULL,
	CONSTRAINT "listing_amenities_listing_id_amenity_id_pk" PRIMARY KEY("listing_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "listing_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer,
	"note" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"owner_address_different" boolean DEFAULT false NOT NULL,
	"address" text,
	"address2" text,
	"city" text,
	"region_id" integer,
	"zip" text,
	"display_order" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_rental_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"rental_period_id" integer NOT NULL,
	"price" numeric(15, 2) NOT NULL,
	"year_info" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_type" text DEFAULT 'Sale' NOT NULL,
	"listing_status_id" integer DEFAULT 8 NOT NULL,
	"title" text,
	"address1" text,
	"address2" text,
	"city" text,
	"region_id" integer,
	"state" text,
	"zip" text,
	"latitude" double precision,
	"longitude" double precision,
	"county" text,
	"neighborhood" text,
	"aineighborhood" text,
	"sales_region_id" integer,
	"office_id" integer,
	"property_type_id" integer,
	"market_area" text,
	"mls_number" text,
	"listing_number" text,
	"trident_deal_number" text,
	"rfg_id" text,
	"tax_map_number" text,
	"data_source" text,
	"initial_price" numeric(15, 2),
	"trident_price" numeric(15, 2),
	"mls_price" numeric(15, 2),
	"current_price" numeric(15, 2),
	"sold_price" numeric(15, 2),
	"last_asking_price" numeric(15, 2),
	"price_upon_request" boolean DEFAULT false NOT NULL,
	"ignore_trident_price" boolean DEFAULT false NOT NULL,
	"display_offer_price_for_select_sold" boolean DEFAULT false NOT NULL,
	"common_charges" numeric(15, 2),
	"maintenance" numeric(15, 2),
	"real_estate_tax" numeric(15, 2),
	"taxes_are_monthly" boolean DEFAULT false NOT NULL,
	"do_not_display_taxes_on_website" boolean DEFAULT false NOT NULL,
	"buyer_commission" numeric(15, 2),
	"buyer_commission_type" integer,
	"listing_commission" numeric(15, 2),
	"listing_commission_type" integer,
	"display_buyer_commission_on_website" boolean DEFAULT false NOT NULL,
	"no_fee_rental" boolean DEFAULT false NOT NULL,
	"max_financing" numeric(15, 2),
	"flip_tax_amount" numeric(15, 2),
	"flip_tax_side" text,
	"listing_budget" numeric(15, 2),
	"listing_date" date,
	"expiration_date" date,
	"contract_date" date,
	"closed_date" date,
	"canceled_date" date,
	"projected_list_date" date,
	"published_date" date,
	"last_published_date" date,
	"new_listing_until" date,
	"deal_type_id" integer DEFAULT 1 NOT NULL,
	"interior_size" integer,
	"exterior_size" integer,
	"lot_size" numeric(14, 2),
	"lot_size_type_id" integer,
	"outdoor_space" text,
	"rooms" integer,
	"bedrooms" integer,
	"full_baths" integer,
	"half_baths" integer,
	"year" integer,
	"development_id" integer,
	"publish" boolean DEFAULT false NOT NULL,
	"is_valid" boolean DEFAULT false NOT NULL,
	"show_address" boolean DEFAULT true NOT NULL,
	"show_map" boolean DEFAULT true NOT NULL,
	"use_address_as_title" boolean DEFAULT false NOT NULL,
	"show_pending_as_active" boolean DEFAULT false NOT NULL,
	"prior_broker_sale" boolean DEFAULT false NOT NULL,
	"suppress_agent_import" boolean DEFAULT false NOT NULL,
	"suppress_mls_import" boolean DEFAULT false NOT NULL,
	"virtual_tour_url" text,
	"virtual_tour_3d_url" text,
	"image_count" integer DEFAULT 0 NOT NULL,
	"has_low_res_images" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"real_user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"link_url" text,
	"display_order" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_store" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_sales_region_id_sales_regions_id_fk" FOREIGN KEY ("sales_region_id") REFERENCES "public"."sales_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_team_members" ADD CONSTRAINT "sales_team_members_sales_team_id_sales_teams_id_fk" FOREIGN KEY ("sales_team_id") REFERENCES "public"."sales_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_team_members" ADD CONSTRAINT "sales_team_members_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD CONSTRAINT "sales_teams_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agents" ADD CONSTRAINT "user_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agents" ADD CONSTRAINT "user_agents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dash_roles" ADD CONSTRAINT "user_dash_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dash_roles" ADD CONSTRAINT "user_dash_roles_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offices" ADD CONSTRAINT "user_offices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offices" ADD CONSTRAINT "user_offices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_key_roles_key_fk" FOREIGN KEY ("role_key") REFERENCES "public"."roles"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sales_teams" ADD CONSTRAINT "user_sales_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sales_teams" ADD CONSTRAINT "user_sales_teams_sales_team_id_sales_teams_id_fk" FOREIGN KEY ("sales_team_id") REFERENCES "public"."sales_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD CONSTRAINT "neighborhoods_sales_region_id_sales_regions_id_fk" FOREIGN KEY ("sales_region_id") REFERENCES "public"."sales_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_additional_mls" ADD CONSTRAINT "listing_additional_mls_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_agents" ADD CONSTRAINT "listing_agents_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_agents" ADD CONSTRAINT "listing_agents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_amenities" ADD CONSTRAINT "listing_amenities_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_amenities" ADD CONSTRAINT "listing_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_notes" ADD CONSTRAINT "listing_notes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_notes" ADD CONSTRAINT "listing_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_owners" ADD CONSTRAINT "listing_owners_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_rental_details" ADD CONSTRAINT "listing_rental_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_rental_details" ADD CONSTRAINT "listing_rental_details_rental_period_id_rental_periods_id_fk" FOREIGN KEY ("rental_period_id") REFERENCES "public"."rental_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sales_region_id_sales_regions_id_fk" FOREIGN KEY ("sales_region_id") REFERENCES "public"."sales_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_office_idx" ON "agents" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "agents_last_name_idx" ON "agents" USING btree ("last_name");--> statement-breakpoint
CREATE INDEX "offices_sales_region_idx" ON "offices" USING btree ("sales_region_id");--> statement-breakpoint
CREATE INDEX "sales_team_members_agent_idx" ON "sales_team_members" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "sales_teams_office_idx" ON "sales_teams" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "user_agents_agent_idx" ON "user_agents" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_dash_roles_unique" ON "user_dash_roles" USING btree ("user_id","office_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_agents_unique" ON "listing_agents" USING btree ("listing_id","agent_id","side_type_id");--> statement-breakpoint
CREATE INDEX "listing_agents_agent_idx" ON "listing_agents" USING btree ("agent_id","listing_id");--> statement-breakpoint
CREATE INDEX "listing_notes_listing_idx" ON "listing_notes" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_owners_listing_idx" ON "listing_owners" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_rental_details_listing_idx" ON "listing_rental_details" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_status_date_idx" ON "listings" USING btree ("listing_status_id","listing_date");--> statement-breakpoint
CREATE INDEX "listings_status_updated_idx" ON "listings" USING btree ("listing_status_id","updated_at");--> statement-breakpoint
CREATE INDEX "listings_status_price_idx" ON "listings" USING btree ("listing_status_id","current_price");--> statement-breakpoint
CREATE INDEX "listings_office_status_idx" ON "listings" USING btree ("office_id","listing_status_id");--> statement-breakpoint
CREATE INDEX "listings_region_status_idx" ON "listings" USING btree ("sales_region_id","listing_status_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_listing_number_idx" ON "listings" USING btree ("listing_number");--> statement-breakpoint
CREATE INDEX "listings_mls_number_idx" ON "listings" USING btree ("mls_number");--> statement-breakpoint
CREATE INDEX "audits_entity_idx" ON "audits" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "oidc_store_grant_idx" ON "oidc_store" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_store_uid_idx" ON "oidc_store" USING btree ("uid");