ALTER TABLE "files" DROP CONSTRAINT "files_storage_key_unique";--> statement-breakpoint
CREATE INDEX "files_storage_key_idx" ON "files" USING btree ("storage_key");