CREATE TABLE "closed_sides" (
	"listing_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"side_type_id" integer NOT NULL,
	"closed_date" date NOT NULL,
	"listing_type" text NOT NULL,
	"price" numeric(15, 2) NOT NULL,
	"split" numeric(5, 2) NOT NULL,
	"volume_cents" bigint NOT NULL,
	"commission_cents" bigint NOT NULL,
	CONSTRAINT "closed_sides_listing_id_agent_id_side_type_id_pk" PRIMARY KEY("listing_id","agent_id","side_type_id")
);
--> statement-breakpoint
ALTER TABLE "closed_sides" ADD CONSTRAINT "closed_sides_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closed_sides_date_idx" ON "closed_sides" USING btree ("closed_date","agent_id","side_type_id","listing_type","volume_cents","commission_cents");--> statement-breakpoint
CREATE INDEX "closed_sides_agent_idx" ON "closed_sides" USING btree ("agent_id","closed_date");--> statement-breakpoint
-- the closed sides of the listings named, computed again from listings and listing_agents;
-- 4 is LISTING_STATUS.sold; volume and commission to the cent per side, as creditedCommission
CREATE FUNCTION "closed_sides_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM closed_sides WHERE listing_id = ANY(ids);
  INSERT INTO closed_sides (listing_id, agent_id, side_type_id, closed_date, listing_type, price, split,
    volume_cents, commission_cents)
  SELECT la.listing_id, la.agent_id, la.side_type_id, l.closed_date, l.listing_type, p.price, la.split,
    round(p.price * la.split)::bigint,
    round(CASE WHEN c.amount IS NULL OR c.type = 3 THEN 0 WHEN c.type = 2 THEN c.amount
      ELSE p.price * c.amount / 100 END * la.split)::bigint
  FROM listings l
  JOIN listing_agents la ON la.listing_id = l.id
  CROSS JOIN LATERAL (SELECT coalesce(l.sold_price, l.current_price, 0) AS price) p
  CROSS JOIN LATERAL (SELECT
    CASE WHEN la.side_type_id = 1 THEN l.listing_commission ELSE l.buyer_commission END AS amount,
    CASE WHEN la.side_type_id = 1 THEN l.listing_commission_type ELSE l.buyer_commission_type END AS type) c
  WHERE l.id = ANY(ids) AND l.listing_status_id = 4 AND l.closed_date IS NOT NULL;
$$;--> statement-breakpoint
CREATE FUNCTION "closed_sides_listings_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[] := array(SELECT id FROM new_rows WHERE listing_status_id = 4);
BEGIN
  IF cardinality(ids) > 0 THEN PERFORM closed_sides_refresh(ids); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "closed_sides_listings_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[] := array(
  SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.listing_status_id = 4 OR o.listing_status_id = 4)
    AND (n.listing_status_id, n.closed_date, n.listing_type, n.sold_price, n.current_price,
      n.listing_commission, n.listing_commission_type, n.buyer_commission, n.buyer_commission_type)
    IS DISTINCT FROM (o.listing_status_id, o.closed_date, o.listing_type, o.sold_price, o.current_price,
      o.listing_commission, o.listing_commission_type, o.buyer_commission, o.buyer_commission_type));
BEGIN
  IF cardinality(ids) > 0 THEN PERFORM closed_sides_refresh(ids); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- listing_agents rows added, changed (old and new listing) or removed: their listings again
CREATE FUNCTION "closed_sides_agents_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT DISTINCT listing_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT listing_id FROM old_rows);
  ELSE
    ids := array(SELECT listing_id FROM new_rows UNION SELECT listing_id FROM old_rows);
  END IF;
  PERFORM closed_sides_refresh(ids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_closed_sides_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION closed_sides_listings_inserted();--> statement-breakpoint
CREATE TRIGGER "listings_closed_sides_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION closed_sides_listings_updated();--> statement-breakpoint
CREATE TRIGGER "listing_agents_closed_sides_insert" AFTER INSERT ON "listing_agents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION closed_sides_agents_changed();--> statement-breakpoint
CREATE TRIGGER "listing_agents_closed_sides_update" AFTER UPDATE ON "listing_agents" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION closed_sides_agents_changed();--> statement-breakpoint
CREATE TRIGGER "listing_agents_closed_sides_delete" AFTER DELETE ON "listing_agents" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION closed_sides_agents_changed();--> statement-breakpoint
SELECT closed_sides_refresh(array(SELECT id FROM listings WHERE listing_status_id = 4));
