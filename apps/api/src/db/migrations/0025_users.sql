CREATE INDEX "users_status_last_name_idx" ON "users" USING btree ("status",lower("last_name"),"id");--> statement-breakpoint
-- hand-written
-- the users list's search: one text of names, e-mail and username (users.repo spells the same expression)
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(user_name, '') || ' ' || coalesce(preferred_first_name, '')) gin_trgm_ops);--> statement-breakpoint
-- the user audit's 'actions' view: the changes a user made, newest first
CREATE INDEX IF NOT EXISTS "audits_user_idx" ON "audits" USING btree ("user_id", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audits_real_user_idx" ON "audits" USING btree ("real_user_id", "id") WHERE "real_user_id" IS NOT NULL;
