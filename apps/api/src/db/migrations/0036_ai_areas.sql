ALTER TABLE "neighborhoods" ADD COLUMN "alias" text;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD COLUMN "status" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD COLUMN "parent_neighborhood_id" integer;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD CONSTRAINT "neighborhoods_parent_neighborhood_id_neighborhoods_id_fk" FOREIGN KEY ("parent_neighborhood_id") REFERENCES "public"."neighborhoods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "neighborhoods_region_name_idx" ON "neighborhoods" USING btree ("sales_region_id",lower("name"));--> statement-breakpoint
CREATE INDEX "neighborhoods_parent_idx" ON "neighborhoods" USING btree ("parent_neighborhood_id");--> statement-breakpoint
CREATE INDEX "listings_aineighborhood_lower_idx" ON "listings" USING btree (lower("aineighborhood"));