CREATE TABLE "agent_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"year" integer NOT NULL,
	"sales_volume_goal" integer DEFAULT 0 NOT NULL,
	"closed_deals_goal" integer DEFAULT 0 NOT NULL,
	"new_listings_goal" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_goals_year_check" CHECK ("agent_goals"."year" between 2000 and 2100),
	CONSTRAINT "agent_goals_figures_check" CHECK ("agent_goals"."sales_volume_goal" >= 0 and "agent_goals"."closed_deals_goal" >= 0 and "agent_goals"."new_listings_goal" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_goals" ADD CONSTRAINT "agent_goals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_goals_agent_year_idx" ON "agent_goals" USING btree ("agent_id","year");