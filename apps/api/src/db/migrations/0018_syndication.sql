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
ALTER TABLE "listings" ADD COLUMN "send_to_sir_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_syndications" ADD CONSTRAINT "listing_syndications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_syndications" ADD CONSTRAINT "listing_syndications_data_consumer_id_data_consumers_id_fk" FOREIGN KEY ("data_consumer_id") REFERENCES "public"."data_consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_consumers_name_idx" ON "data_consumers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "listing_syndications_consumer_idx" ON "listing_syndications" USING btree ("data_consumer_id");