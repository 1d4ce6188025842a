CREATE TABLE "mls_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"mls" varchar(200) NOT NULL,
	"filter_value" varchar(255),
	"insert_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mls_emails_mls_email_idx" ON "mls_emails" USING btree ("mls","email");--> statement-breakpoint
CREATE INDEX "mls_emails_email_idx" ON "mls_emails" USING btree ("email");