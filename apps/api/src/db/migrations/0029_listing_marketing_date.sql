ALTER TABLE "listings" ADD COLUMN "last_marketing_date" date;--> statement-breakpoint
CREATE INDEX "listings_last_marketing_idx" ON "listings" USING btree ("last_marketing_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."last_marketing_date" is not null;--> statement-breakpoint
-- hand-written
-- every write of a marketing item (the API, a listing merge, an import) keeps its listing's date
CREATE FUNCTION "listing_last_marketing_date"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE listings SET last_marketing_date = (SELECT max(date) FROM marketing_items WHERE listing_id = OLD.listing_id)
    WHERE id = OLD.listing_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.listing_id <> OLD.listing_id) THEN
    UPDATE listings SET last_marketing_date = (SELECT max(date) FROM marketing_items WHERE listing_id = NEW.listing_id)
    WHERE id = NEW.listing_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "marketing_items_last_marketing_date" AFTER INSERT OR UPDATE OF "date", "listing_id" OR DELETE ON "marketing_items" FOR EACH ROW EXECUTE FUNCTION listing_last_marketing_date();--> statement-breakpoint
UPDATE "listings" l SET "last_marketing_date" = m.d FROM (SELECT "listing_id", max("date") AS d FROM "marketing_items" GROUP BY "listing_id") m WHERE m."listing_id" = l."id";--> statement-breakpoint
ANALYZE "listings";
