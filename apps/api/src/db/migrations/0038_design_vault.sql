CREATE TABLE "design_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"page_count" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_design_templates" (
	"office_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"is_enabled" boolean NOT NULL,
	"modified_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_design_templates_office_id_template_id_pk" PRIMARY KEY("office_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "office_design_templates" ADD CONSTRAINT "office_design_templates_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_design_templates" ADD CONSTRAINT "office_design_templates_template_id_design_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."design_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_design_templates" ADD CONSTRAINT "office_design_templates_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;