CREATE TABLE "listing_dash_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"reference" text,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "listing_dash_sends" ADD CONSTRAINT "listing_dash_sends_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_dash_sends" ADD CONSTRAINT "listing_dash_sends_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_dash_sends_listing_idx" ON "listing_dash_sends" USING btree ("listing_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_dash_sends_queued_idx" ON "listing_dash_sends" USING btree ("listing_id") WHERE "listing_dash_sends"."status" = 'queued';