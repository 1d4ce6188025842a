CREATE TABLE "marketing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"marketing_type_id" integer DEFAULT 16 NOT NULL,
	"date" date NOT NULL,
	"to_date" date,
	"description" text NOT NULL,
	"url" text,
	"audience" text,
	"emails_sent" integer,
	"views" integer,
	"clicks" integer,
	"potential_reach" integer,
	"engagements" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"start_date_time" timestamp(0) without time zone NOT NULL,
	"end_date_time" timestamp(0) without time zone NOT NULL,
	"showing_agent" text,
	"attendees" integer,
	"notes" text,
	"section" text,
	"by_appointment_only" boolean DEFAULT false NOT NULL,
	"do_not_show_time" boolean DEFAULT false NOT NULL,
	"broker_only" boolean DEFAULT false NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"virtual_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showings" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"showing_date" date NOT NULL,
	"buyer" text,
	"buyer_agents" text,
	"location" text,
	"notes" text,
	"feedback" text,
	"count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_items" ADD CONSTRAINT "marketing_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_items" ADD CONSTRAINT "marketing_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showings" ADD CONSTRAINT "showings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_items_listing_idx" ON "marketing_items" USING btree ("listing_id","date");--> statement-breakpoint
CREATE INDEX "open_houses_listing_idx" ON "open_houses" USING btree ("listing_id","start_date_time");--> statement-breakpoint
CREATE INDEX "showings_listing_idx" ON "showings" USING btree ("listing_id","showing_date");