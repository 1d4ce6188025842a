CREATE TABLE "image_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "tag_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "image_tags_kind_name_idx" ON "image_tags" USING btree ("kind","name");--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_tag_id_image_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."image_tags"("id") ON DELETE no action ON UPDATE no action;