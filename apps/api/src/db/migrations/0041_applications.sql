CREATE TABLE "application_favourites" (
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_favourites_user_id_application_id_pk" PRIMARY KEY("user_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "application_offices" (
	"application_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	CONSTRAINT "application_offices_application_id_office_id_pk" PRIMARY KEY("application_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "application_roles" (
	"application_id" integer NOT NULL,
	"role_key" text NOT NULL,
	CONSTRAINT "application_roles_application_id_role_key_pk" PRIMARY KEY("application_id","role_key")
);
--> statement-breakpoint
ALTER TABLE "application_favourites" ADD CONSTRAINT "application_favourites_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_favourites" ADD CONSTRAINT "application_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_offices" ADD CONSTRAINT "application_offices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_offices" ADD CONSTRAINT "application_offices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_roles" ADD CONSTRAINT "application_roles_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_roles" ADD CONSTRAINT "application_roles_role_key_roles_key_fk" FOREIGN KEY ("role_key") REFERENCES "public"."roles"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_favourites_application_idx" ON "application_favourites" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_offices_office_idx" ON "application_offices" USING btree ("office_id");