CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_outlet_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"type" varchar(100),
	"frequency" varchar(100),
	"location" varchar(255),
	"edition" varchar(255),
	"run_date" date,
	"reservation_deadline" date,
	"total_cost" numeric(12, 2),
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_outlets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_media_outlet_id_media_outlets_id_fk" FOREIGN KEY ("media_outlet_id") REFERENCES "public"."media_outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_outlets" ADD CONSTRAINT "media_outlets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_outlet_idx" ON "advertisements" USING btree ("media_outlet_id","run_date");--> statement-breakpoint
CREATE INDEX "advertisements_run_date_idx" ON "advertisements" USING btree ("run_date","id");--> statement-breakpoint
CREATE INDEX "media_outlets_status_name_idx" ON "media_outlets" USING btree ("status_id","name");