CREATE TABLE "agent_sites_sandbox" (
	"entity_type" integer NOT NULL,
	"entity_identifier" integer NOT NULL,
	"testimonial_list" jsonb,
	"solds_sort_field" text,
	"last_modified_user_id" integer,
	"updated_at" timestamp with time zone,
	CONSTRAINT "agent_sites_sandbox_entity_type_entity_identifier_pk" PRIMARY KEY("entity_type","entity_identifier")
);
--> statement-breakpoint
CREATE TABLE "sales_team_assistants" (
	"id" serial PRIMARY KEY NOT NULL,
	"sales_team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_team_testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"sales_team_id" integer NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"display_order" integer NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "phone_number_display" text;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "phone_no_display_order" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "facebook_url" text;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "twitter_url" text;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "instagram_url" text;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "youtube_url" text;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "can_share_properties" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "accolades" text;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "accolades_title" text;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "dash_id" integer;--> statement-breakpoint
ALTER TABLE "sales_team_assistants" ADD CONSTRAINT "sales_team_assistants_sales_team_id_sales_teams_id_fk" FOREIGN KEY ("sales_team_id") REFERENCES "public"."sales_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_team_assistants" ADD CONSTRAINT "sales_team_assistants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_team_testimonials" ADD CONSTRAINT "sales_team_testimonials_sales_team_id_sales_teams_id_fk" FOREIGN KEY ("sales_team_id") REFERENCES "public"."sales_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_team_assistants_team_user_idx" ON "sales_team_assistants" USING btree ("sales_team_id","user_id");--> statement-breakpoint
CREATE INDEX "sales_team_assistants_user_idx" ON "sales_team_assistants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sales_team_testimonials_team_idx" ON "sales_team_testimonials" USING btree ("sales_team_id","display_order");--> statement-breakpoint
CREATE INDEX "sales_teams_name_idx" ON "sales_teams" USING btree ("name","id");