CREATE TABLE "photographer_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "photographer_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"listing_id" integer NOT NULL,
	"message" text,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photographer_password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photographer_invites" ADD CONSTRAINT "photographer_invites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_password_resets" ADD CONSTRAINT "photographer_password_resets_account_id_photographer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."photographer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photographer_accounts_email_idx" ON "photographer_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "photographer_invites_email_idx" ON "photographer_invites" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "photographer_invites_unique" ON "photographer_invites" USING btree ("email","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photographer_password_resets_token_idx" ON "photographer_password_resets" USING btree ("token_hash");