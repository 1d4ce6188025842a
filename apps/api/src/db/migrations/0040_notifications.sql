CREATE TABLE "notification_assignments" (
	"notification_type_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "notification_assignments_notification_type_id_user_id_pk" PRIMARY KEY("notification_type_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"entity_id" integer,
	"text" varchar(500) NOT NULL,
	"event_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_assignments" ADD CONSTRAINT "notification_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_open_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."dismissed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_event_idx" ON "notifications" USING btree ("user_id","event_key") WHERE "notifications"."event_key" is not null;