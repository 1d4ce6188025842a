CREATE TABLE "showcase_page_views" (
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "showcase_page_views_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
CREATE TABLE "views_on_web_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"site_name" text NOT NULL,
	"deep_link" text NOT NULL,
	"total_views" integer NOT NULL,
	"entry_date" date NOT NULL,
	"logo_file_id" uuid,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_marketing_media" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"image_id" uuid,
	"video_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_marketing_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"section_id" smallint NOT NULL,
	"parent_id" integer,
	"sort_order" integer NOT NULL,
	"display_section" boolean DEFAULT true NOT NULL,
	"remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_report_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"recipients" text NOT NULL,
	"recipient_names" text,
	"from_address" text NOT NULL,
	"from_name" text NOT NULL,
	"subject" text,
	"body" text,
	"schedule" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_report_send_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"schedule_id" integer,
	"schedule" integer NOT NULL,
	"send_key" text NOT NULL,
	"recipient_names" text,
	"recipients" text NOT NULL,
	"subject" text,
	"outbox_id" integer,
	"send_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_links" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "invoice_number" varchar(50);--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "vendor" varchar(255);--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "publish" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "actual_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "agent_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "office_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "billing_code" varchar(50);--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "cit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "is_agent_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "showcase_page_views" ADD CONSTRAINT "showcase_page_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views_on_web_sites" ADD CONSTRAINT "views_on_web_sites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views_on_web_sites" ADD CONSTRAINT "views_on_web_sites_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views_on_web_sites" ADD CONSTRAINT "views_on_web_sites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_marketing_media" ADD CONSTRAINT "client_marketing_media_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_marketing_media" ADD CONSTRAINT "client_marketing_media_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_marketing_media" ADD CONSTRAINT "client_marketing_media_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_marketing_sections" ADD CONSTRAINT "client_marketing_sections_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_marketing_sections" ADD CONSTRAINT "client_marketing_sections_parent_id_client_marketing_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."client_marketing_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_schedules" ADD CONSTRAINT "client_report_schedules_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_schedules" ADD CONSTRAINT "client_report_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_send_audits" ADD CONSTRAINT "client_report_send_audits_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_send_audits" ADD CONSTRAINT "client_report_send_audits_schedule_id_client_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."client_report_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_send_audits" ADD CONSTRAINT "client_report_send_audits_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "views_on_web_sites_name_idx" ON "views_on_web_sites" USING btree ("listing_id",lower(btrim("site_name")));--> statement-breakpoint
CREATE INDEX "views_on_web_sites_entry_idx" ON "views_on_web_sites" USING btree ("listing_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "client_marketing_sections_listing_section_idx" ON "client_marketing_sections" USING btree ("listing_id","section_id");--> statement-breakpoint
CREATE INDEX "client_marketing_sections_parent_idx" ON "client_marketing_sections" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "client_report_schedules_listing_idx" ON "client_report_schedules" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "client_report_schedules_due_idx" ON "client_report_schedules" USING btree ("schedule");--> statement-breakpoint
CREATE UNIQUE INDEX "client_report_send_audits_key_idx" ON "client_report_send_audits" USING btree ("send_key");--> statement-breakpoint
CREATE INDEX "client_report_send_audits_listing_idx" ON "client_report_send_audits" USING btree ("listing_id","send_date");