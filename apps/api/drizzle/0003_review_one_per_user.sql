DROP INDEX "reviews_user_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_variant_idx" ON "reviews" USING btree ("user_id","variant_id");