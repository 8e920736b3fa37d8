DROP INDEX "variants_product_id_idx";--> statement-breakpoint
CREATE INDEX "variants_product_created_at_idx" ON "variants" USING btree ("product_id","created_at","item_code");