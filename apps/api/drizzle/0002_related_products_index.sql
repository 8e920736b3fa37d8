DROP INDEX "products_category_id_idx";--> statement-breakpoint
CREATE INDEX "products_category_created_at_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id");