DROP INDEX "listings_status_date_idx";--> statement-breakpoint
DROP INDEX "listings_status_updated_idx";--> statement-breakpoint
DROP INDEX "listings_status_price_idx";--> statement-breakpoint
CREATE INDEX "listings_status_closed_idx" ON "listings" USING btree ("listing_status_id","closed_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_status_expiration_idx" ON "listings" USING btree ("listing_status_id","expiration_date");--> statement-breakpoint
CREATE INDEX "listings_listing_date_idx" ON "listings" USING btree ("listing_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_status_date_idx" ON "listings" USING btree ("listing_status_id","listing_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_status_updated_idx" ON "listings" USING btree ("listing_status_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_status_price_idx" ON "listings" USING btree ("listing_status_id","current_price" DESC NULLS LAST,"id" DESC NULLS LAST);