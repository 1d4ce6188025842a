DROP INDEX "listings_aineighborhood_lower_idx";--> statement-breakpoint
CREATE INDEX "marketing_items_date_idx" ON "marketing_items" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "listings_aineighborhood_lower_idx" ON "listings" USING btree (lower("aineighborhood"),"aineighborhood");