CREATE TABLE "marketing_item_agent_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"marketing_item_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"agent_name" varchar(255) NOT NULL,
	"credit_memo" varchar(50),
	"actual_cost" numeric(12, 2),
	"office_cost" numeric(12, 2),
	"agent_cost" numeric(12, 2),
	"agent_paid" boolean DEFAULT false NOT NULL,
	"cit" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_type_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"url" text,
	"date" date NOT NULL,
	"media_outlet_id" integer,
	"agent_id" integer,
	"listing_id" integer,
	"publish" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "additional_promotion_id" integer;--> statement-breakpoint
ALTER TABLE "marketing_item_agent_costs" ADD CONSTRAINT "marketing_item_agent_costs_marketing_item_id_marketing_items_id_fk" FOREIGN KEY ("marketing_item_id") REFERENCES "public"."marketing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_item_agent_costs" ADD CONSTRAINT "marketing_item_agent_costs_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_item_agent_costs" ADD CONSTRAINT "marketing_item_agent_costs_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_items" ADD CONSTRAINT "press_items_media_outlet_id_media_outlets_id_fk" FOREIGN KEY ("media_outlet_id") REFERENCES "public"."media_outlets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_items" ADD CONSTRAINT "press_items_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_items" ADD CONSTRAINT "press_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_items" ADD CONSTRAINT "press_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_item_agent_costs_item_idx" ON "marketing_item_agent_costs" USING btree ("marketing_item_id","display_order");--> statement-breakpoint
CREATE INDEX "marketing_item_agent_costs_agent_idx" ON "marketing_item_agent_costs" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "press_items_publish_date_idx" ON "press_items" USING btree ("publish","date","id");--> statement-breakpoint
CREATE INDEX "press_items_date_idx" ON "press_items" USING btree ("date","id");