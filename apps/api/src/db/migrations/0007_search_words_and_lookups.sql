CREATE TABLE "search_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_email_idx";--> statement-breakpoint
DROP INDEX "audits_entity_idx";--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audits_entity_idx" ON "audits" USING btree (lower("entity_type"),"entity_id","id");--> statement-breakpoint
CREATE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS w
    WHERE w ~ '^[[:alpha:]]{3,}$' AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_search_words_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
CREATE TRIGGER "listings_search_words_update" AFTER UPDATE ON "listings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
CREATE TRIGGER "agents_search_words_insert" AFTER INSERT ON "agents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
CREATE TRIGGER "agents_search_words_update" AFTER UPDATE ON "agents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
CREATE TRIGGER "sales_teams_search_words_insert" AFTER INSERT ON "sales_teams" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
CREATE TRIGGER "sales_teams_search_words_update" AFTER UPDATE ON "sales_teams" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
CREATE TRIGGER "offices_search_words_insert" AFTER INSERT ON "offices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
CREATE TRIGGER "offices_search_words_update" AFTER UPDATE ON "offices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
CREATE TRIGGER "applications_search_words_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
CREATE TRIGGER "applications_search_words_update" AFTER UPDATE ON "applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM (
    SELECT search_vector FROM listings UNION ALL SELECT search_vector FROM agents
    UNION ALL SELECT search_vector FROM sales_teams UNION ALL SELECT search_vector FROM offices
    UNION ALL SELECT search_vector FROM applications
  ) t, unnest(tsvector_to_array(t.search_vector)) AS w
  WHERE w ~ '^[[:alpha:]]{3,}$';
