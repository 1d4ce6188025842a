CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text,
	"domain_url" text NOT NULL,
	"entity_id" integer NOT NULL,
	"site_type" integer DEFAULT 0 NOT NULL,
	"registrar" text DEFAULT 'sandbox' NOT NULL,
	"expiration_date" timestamp with time zone,
	"renew_deadline" timestamp with time zone,
	"redeem_deadline" timestamp with time zone,
	"status" integer DEFAULT 1 NOT NULL,
	"is_renewable" boolean DEFAULT true NOT NULL,
	"is_redeemable" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcase_custom_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"showcase_site_id" integer NOT NULL,
	"order_no" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcase_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"domain_id" integer,
	"header_options" integer DEFAULT 1 NOT NULL,
	"custom_header" text,
	"headline" text,
	"subheadline" text,
	"show_price" boolean DEFAULT true NOT NULL,
	"title_option" integer DEFAULT 1 NOT NULL,
	"custom_title" text,
	"display_options" integer,
	"publish" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"google_analytics_tracking_id" text,
	"hotjar_tracking_id" text,
	"google_tag_manager" text,
	"showcase_video_url" text,
	"private_site" boolean DEFAULT false NOT NULL,
	"private_listing_access_email_option" integer DEFAULT 0 NOT NULL,
	"auto_generate_code" boolean DEFAULT false NOT NULL,
	"already_owned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_entity_id_listings_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_custom_tabs" ADD CONSTRAINT "showcase_custom_tabs_showcase_site_id_showcase_sites_id_fk" FOREIGN KEY ("showcase_site_id") REFERENCES "public"."showcase_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_sites" ADD CONSTRAINT "showcase_sites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_sites" ADD CONSTRAINT "showcase_sites_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_url_idx" ON "domains" USING btree ("domain_url");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_entity_idx" ON "domains" USING btree ("entity_id","site_type");--> statement-breakpoint
CREATE INDEX "showcase_custom_tabs_site_idx" ON "showcase_custom_tabs" USING btree ("showcase_site_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "showcase_sites_listing_idx" ON "showcase_sites" USING btree ("listing_id");