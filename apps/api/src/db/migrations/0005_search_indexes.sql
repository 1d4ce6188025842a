-- Global search (spec/000 sections 2.4, 2.5): per searchable table a lower-cased text of the
-- fields people search by, and its full-text vector ('simple' dictionary: no stemming, so
-- numbers, zips and MLS numbers stay whole). GIN indexes serve word and prefix matches
-- (tsvector @@ tsquery) and typo-tolerant or substring matches (pg_trgm word similarity, ILIKE).
ALTER TABLE "listings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("title", '') || ' ' || coalesce("address1", '') || ' ' || coalesce("address2", '') || ' ' || coalesce("city", '') || ' ' || coalesce("zip", '') || ' ' || coalesce("mls_number", '') || ' ' || coalesce("listing_number", ''))) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("title", '') || ' ' || coalesce("address1", '') || ' ' || coalesce("address2", '') || ' ' || coalesce("city", '') || ' ' || coalesce("zip", '') || ' ' || coalesce("mls_number", '') || ' ' || coalesce("listing_number", ''))) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_search_text_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("preferred_first_name", '') || ' ' || coalesce("preferred_last_name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("preferred_first_name", '') || ' ' || coalesce("preferred_last_name", ''))) STORED;--> statement-breakpoint
CREATE INDEX "agents_search_vector_idx" ON "agents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "agents_search_text_trgm_idx" ON "agents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("name", ''))) STORED;--> statement-breakpoint
CREATE INDEX "sales_teams_search_vector_idx" ON "sales_teams" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "sales_teams_search_text_trgm_idx" ON "sales_teams" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("city", ''))) STORED;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("city", ''))) STORED;--> statement-breakpoint
CREATE INDEX "offices_search_vector_idx" ON "offices" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "offices_search_text_trgm_idx" ON "offices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("acronym", ''))) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("acronym", ''))) STORED;--> statement-breakpoint
CREATE INDEX "applications_search_vector_idx" ON "applications" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "applications_search_text_trgm_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);
