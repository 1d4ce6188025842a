CREATE TABLE "listing_reminder_opt_outs" (
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reminder_opt_outs_listing_id_user_id_pk" PRIMARY KEY("listing_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "listing_reminder_opt_outs" ADD CONSTRAINT "listing_reminder_opt_outs_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reminder_opt_outs" ADD CONSTRAINT "listing_reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_reminder_opt_outs_user_idx" ON "listing_reminder_opt_outs" USING btree ("user_id");