CREATE TABLE "concierge_logins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"login" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "concierge_logins" ADD CONSTRAINT "concierge_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;