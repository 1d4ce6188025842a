CREATE TABLE "agent_additional_mls" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"mls_name" text NOT NULL,
	"mls_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_assistants" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_bios" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"language_id" integer,
	"headline" text,
	"body" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_designations" (
	"agent_id" integer NOT NULL,
	"designation_id" integer NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "agent_designations_agent_id_designation_id_pk" PRIMARY KEY("agent_id","designation_id")
);
--> statement-breakpoint
CREATE TABLE "agent_languages" (
	"agent_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "agent_languages_agent_id_language_id_pk" PRIMARY KEY("agent_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "agent_specializations" (
	"agent_id" integer NOT NULL,
	"specialization_id" integer NOT NULL,
	CONSTRAINT "agent_specializations_agent_id_specialization_id_pk" PRIMARY KEY("agent_id","specialization_id")
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"rating" integer,
	"date" date NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "salutation_type_id" integer;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "web_office_id" integer;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "primary_brokerage_office_id" integer;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "agent_office_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "primary_mls" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "home_phone" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "fax" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "personal_email" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "alternate_email" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "brand_site_email" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "agent_redirect_url" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "linked_in_url" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "facebook_url" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "twitter_url" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "instagram_url" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "youtube_url" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "area_of_expertise" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "dash_staff_id" integer;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "sort_field" text DEFAULT 'closedDate' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "default_select_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "suppress_mls_import" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_additional_mls" ADD CONSTRAINT "agent_additional_mls_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_assistants" ADD CONSTRAINT "agent_assistants_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_assistants" ADD CONSTRAINT "agent_assistants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bios" ADD CONSTRAINT "agent_bios_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_designations" ADD CONSTRAINT "agent_designations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_designations" ADD CONSTRAINT "agent_designations_designation_id_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_languages" ADD CONSTRAINT "agent_languages_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_languages" ADD CONSTRAINT "agent_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_specializations" ADD CONSTRAINT "agent_specializations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_specializations" ADD CONSTRAINT "agent_specializations_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_testimonials" ADD CONSTRAINT "sandbox_testimonials_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_additional_mls_agent_idx" ON "agent_additional_mls" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_assistants_unique" ON "agent_assistants" USING btree ("agent_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bios_agent_idx" ON "agent_bios" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "sandbox_testimonials_agent_idx" ON "sandbox_testimonials" USING btree ("agent_id");--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_web_office_id_offices_id_fk" FOREIGN KEY ("web_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_primary_brokerage_office_id_offices_id_fk" FOREIGN KEY ("primary_brokerage_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_list_default_idx" ON "agents" USING btree ("status_id","first_name","id");--> statement-breakpoint
-- hand-written
-- the designation catalogue, and every agent working from its trident office
INSERT INTO "designations" ("name") VALUES ('ABR'), ('CRS'), ('GRI'), ('SRES'), ('CLHMS'), ('CIPS'), ('e-PRO'), ('SFR'), ('PSA'), ('RENE');--> statement-breakpoint
UPDATE "agents" SET "agent_office_ids" = ARRAY["office_id"] WHERE "office_id" IS NOT NULL;

