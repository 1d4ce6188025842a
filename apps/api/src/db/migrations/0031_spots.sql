CREATE TABLE "spot_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"spot_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"agent_id" integer,
	"spot_type_id" integer,
	"run_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"spot_id" integer NOT NULL,
	"listing_id" integer,
	"user_id" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_reservation_costs" (
	"reservation_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	CONSTRAINT "spot_reservation_costs_reservation_id_agent_id_pk" PRIMARY KEY("reservation_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "spot_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"spot_id" integer NOT NULL,
	"number_of_spots_reserved" integer NOT NULL,
	"entity_type_id" integer NOT NULL,
	"entity_ids" integer[] NOT NULL,
	"spot_type_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_reservations_count_positive" CHECK ("spot_reservations"."number_of_spots_reserved" >= 1),
	CONSTRAINT "spot_reservations_entity_type" CHECK ("spot_reservations"."entity_type_id" in (3, 4))
);
--> statement-breakpoint
CREATE TABLE "spots" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertisement_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"number_of_spots" integer NOT NULL,
	"number_of_wait_list_spots" integer DEFAULT 0 NOT NULL,
	"billing_code_type" varchar(50),
	"can_agent_request" boolean DEFAULT false NOT NULL,
	"cost_per_spot" numeric(12, 2),
	"agent_cost" numeric(12, 2),
	"office_cost" numeric(12, 2),
	"minimum_price" numeric(12, 2),
	"office_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spots_number_positive" CHECK ("spots"."number_of_spots" >= 1)
);
--> statement-breakpoint
ALTER TABLE "spot_assignments" ADD CONSTRAINT "spot_assignments_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_assignments" ADD CONSTRAINT "spot_assignments_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_assignments" ADD CONSTRAINT "spot_assignments_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_assignments" ADD CONSTRAINT "spot_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_requests" ADD CONSTRAINT "spot_requests_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_requests" ADD CONSTRAINT "spot_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_requests" ADD CONSTRAINT "spot_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_reservation_costs" ADD CONSTRAINT "spot_reservation_costs_reservation_id_spot_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."spot_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_reservation_costs" ADD CONSTRAINT "spot_reservation_costs_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_reservations" ADD CONSTRAINT "spot_reservations_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_reservations" ADD CONSTRAINT "spot_reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spot_assignments_spot_listing_uq" ON "spot_assignments" USING btree ("spot_id","listing_id");--> statement-breakpoint
CREATE INDEX "spot_assignments_listing_idx" ON "spot_assignments" USING btree ("listing_id","run_date");--> statement-breakpoint
CREATE INDEX "spot_assignments_agent_idx" ON "spot_assignments" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "spot_requests_user_idx" ON "spot_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "spot_reservations_spot_idx" ON "spot_reservations" USING btree ("spot_id");--> statement-breakpoint
CREATE INDEX "spots_advertisement_idx" ON "spots" USING btree ("advertisement_id","name");