CREATE TABLE "masquerade_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"real_user_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "masquerade_sessions" ADD CONSTRAINT "masquerade_sessions_real_user_id_users_id_fk" FOREIGN KEY ("real_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "masquerade_sessions" ADD CONSTRAINT "masquerade_sessions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "masquerade_sessions_real_user_idx" ON "masquerade_sessions" USING btree ("real_user_id","ended_at");