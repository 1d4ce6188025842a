CREATE TABLE "private_site_user_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"private_site_user_id" integer NOT NULL,
	"login_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_site_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"showcase_site_id" integer NOT NULL,
	"name" text NOT NULL,
	"access_code" text NOT NULL,
	"email" text,
	"phone" text,
	"approved" boolean DEFAULT false NOT NULL,
	"custom_date" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "expiry_warned_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "private_site_user_logins" ADD CONSTRAINT "private_site_user_logins_private_site_user_id_private_site_users_id_fk" FOREIGN KEY ("private_site_user_id") REFERENCES "public"."private_site_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_site_users" ADD CONSTRAINT "private_site_users_showcase_site_id_showcase_sites_id_fk" FOREIGN KEY ("showcase_site_id") REFERENCES "public"."showcase_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_site_user_logins_user_idx" ON "private_site_user_logins" USING btree ("private_site_user_id","login_date");--> statement-breakpoint
CREATE UNIQUE INDEX "private_site_users_code_idx" ON "private_site_users" USING btree ("showcase_site_id","access_code");