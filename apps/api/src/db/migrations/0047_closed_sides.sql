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
-- (the ids joined as a set: `= ANY(param)` would test a long array element by element)
CREATE FUNCTION "closed_sides_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM closed_sides s USING unnest(ids) AS u(id) WHERE s.listing_id = u.id;
  INSERT INTO closed_sides (listing_id, agent_id, side_type_id, closed_date, listing_type, price, split,
    volume_cents, commission_cents)
  SELECT la.listing_id, la.agent_id, la.side_type_id, l.closed_date, l.listing_type, p.price, la.split,
    round(p.price * la.split)::bigint,
    round(CASE WHEN c.amount IS NULL OR c.type = 3 THEN 0 WHEN c.type = 2 THEN c.amount
      ELSE p.price * c.amount / 100 END * la.split)::bigint
  FROM (SELECT DISTINCT id FROM unnest(ids) AS u(id)) u
  JOIN listings l ON l.id = u.id
  JOIN listing_agents la ON la.listing_id = l.id
  CROSS JOIN LATERAL (SELECT coalesce(l.sold_price, l.current_price, 0) AS price) p
  CROSS JOIN LATERAL (SELECT
    CASE WHEN la.side_type_id = 1 THEN l.listing_commission ELSE l.buyer_commission END AS amount,
    CASE WHEN la.side_type_id = 1 THEN l.listing_commission_type ELSE l.buyer_commission_type END AS type) c
  WHERE l.listing_status_id = 4 AND l.closed_date IS NOT NULL;
$$;--> statement-breakpoint
-- a listing that is or was sold, when what ABCR reads changed: a row trigger whose WHEN is tested
-- per row without a call, so bulk updates of other columns cost nothing
CREATE FUNCTION "closed_sides_listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM closed_sides_refresh(ARRAY[NEW.id]);
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
CREATE TRIGGER "listings_closed_sides_insert" AFTER INSERT ON "listings" FOR EACH ROW WHEN (NEW.listing_status_id = 4) EXECUTE FUNCTION closed_sides_listing_changed();--> statement-breakpoint
CREATE TRIGGER "listings_closed_sides_update" AFTER UPDATE ON "listings" FOR EACH ROW WHEN ((NEW.listing_status_id = 4 OR OLD.listing_status_id = 4) AND (NEW.listing_status_id, NEW.closed_date, NEW.listing_type, NEW.sold_price, NEW.current_price, NEW.listing_commission, NEW.listing_commission_type, NEW.buyer_commission, NEW.buyer_commission_type) IS DISTINCT FROM (OLD.listing_status_id, OLD.closed_date, OLD.listing_type, OLD.sold_price, OLD.current_price, OLD.listing_commission, OLD.listing_commission_type, OLD.buyer_commission, OLD.buyer_commission_type)) EXECUTE FUNCTION closed_sides_listing_changed();--> statement-breakpoint
CREATE TRIGGER "listing_agents_closed_sides_insert" AFTER INSERT ON "listing_agents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION closed_sides_agents_changed();--> statement-breakpoint
CREATE TRIGGER "listing_agents_closed_sides_update" AFTER UPDATE ON "listing_agents" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION closed_sides_agents_changed();--> statement-breakpoint
CREATE TRIGGER "listing_agents_closed_sides_delete" AFTER DELETE ON "listing_agents" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION closed_sides_agents_changed();--> statement-breakpoint
SELECT closed_sides_refresh(array(SELECT id FROM listings WHERE listing_status_id = 4));
