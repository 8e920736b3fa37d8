DROP INDEX "variants_sale_price_idx";--> statement-breakpoint
CREATE INDEX "variants_sale_price_id_idx" ON "variants" USING btree ("sale_price_paise","id");--> statement-breakpoint
CREATE INDEX "variants_created_at_id_idx" ON "variants" USING btree ("created_at" DESC NULLS FIRST,"id");