CREATE TABLE "image_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"image_ids" uuid[] NOT NULL,
	"size" text NOT NULL,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"message" text,
	"shared_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_shares" ADD CONSTRAINT "image_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "image_shares_token_idx" ON "image_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "image_shares_entity_idx" ON "image_shares" USING btree ("entity_type","entity_id");