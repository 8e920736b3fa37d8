ALTER TABLE "orders" ADD COLUMN "idempotency_request_hash" text;--> statement-breakpoint
-- Accounts made before this column existed: their addresses were compared with lower(), which agrees
-- with JavaScript's lower-casing for the ASCII addresses the old check let in.
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
UPDATE "users" SET "email_key" = lower(trim("email"));--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key_idx" ON "users" USING btree ("email_key");
