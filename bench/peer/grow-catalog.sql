-- Grows Vendure's demo catalog (54 products, 88 variants) to the size of Chhaap's bench catalog by
-- copying every product :copies times, as the admin API would have created them: translations,
-- channels, assets, facet values, option groups and options, prices, stock, collection membership
-- and the search index rows (DefaultSearchPlugin's search_index_item), so no reindex is needed.
-- Copy k of "Laptop" is "<colour> <style> Laptop" (slug "<colour>-<style>-laptop"): 20 × 57 prefixes,
-- unique up to 1,140 copies, so names carry real words for the benchmark's search terms.
-- Run by `bench/peer/setup.sh grow` on a copy of the populated database:
--   psql -v copies=1138 -d vendure_peer_100k -f grow-catalog.sql
\set ON_ERROR_STOP on
BEGIN;

-- Copy k of a row with id n gets id n + k * 1000: every table copied must hold ids below 1,000.
DO $$
DECLARE t text; top int;
BEGIN
  FOREACH t IN ARRAY ARRAY['product', 'product_translation', 'product_asset', 'product_variant',
    'product_variant_translation', 'product_variant_price', 'product_variant_asset', 'stock_level'] LOOP
    EXECUTE format('SELECT coalesce(max(id), 0) FROM %I', t) INTO top;
    IF top >= 1000 THEN
      RAISE EXCEPTION '% already holds ids of 1,000 or more: grow the populated demo catalog only', t;
    END IF;
  END LOOP;
END $$;

CREATE TEMP TABLE copy_of AS
SELECT k,
  (ARRAY['Indigo', 'Madder', 'Saffron', 'Ivory', 'Charcoal', 'Rust', 'Teal', 'Olive', 'Crimson', 'Ochre',
    'Slate', 'Amber', 'Plum', 'Sage', 'Coral', 'Mustard', 'Navy', 'Maroon', 'Cobalt', 'Sand'])[1 + k % 20]
  || ' ' ||
  (ARRAY['Classic', 'Modern', 'Heritage', 'Urban', 'Studio', 'Travel', 'Compact', 'Deluxe', 'Essential', 'Vintage',
    'Nordic', 'Coastal', 'Alpine', 'Desert', 'Garden', 'Harbour', 'Meadow', 'Summit', 'Canyon', 'Prairie',
    'Royal', 'Rustic', 'Sleek', 'Sturdy', 'Gentle', 'Bold', 'Quiet', 'Bright', 'Soft', 'Swift',
    'Handmade', 'Woven', 'Carved', 'Forged', 'Polished', 'Brushed', 'Tempered', 'Crafted', 'Layered', 'Folded',
    'Morning', 'Evening', 'Weekend', 'Festival', 'Monsoon', 'Winter', 'Autumn', 'Spring', 'Summer', 'Midnight',
    'Atlas', 'Beacon', 'Cedar', 'Delta', 'Ember', 'Falcon', 'Granite'])[1 + (k / 20) % 57] AS prefix
FROM generate_series(1, :copies) AS k;

INSERT INTO product ("createdAt", "updatedAt", "deletedAt", enabled, id, "featuredAssetId")
SELECT "createdAt", "updatedAt", "deletedAt", enabled, id + k * 1000, "featuredAssetId" FROM product, copy_of;

INSERT INTO product_translation ("createdAt", "updatedAt", "languageCode", name, slug, description, id, "baseId")
SELECT "createdAt", "updatedAt", "languageCode", prefix || ' ' || name,
  lower(replace(prefix, ' ', '-')) || '-' || slug, description, id + k * 1000, "baseId" + k * 1000
FROM product_translation, copy_of;

INSERT INTO product_channels_channel ("productId", "channelId")
SELECT "productId" + k * 1000, "channelId" FROM product_channels_channel, copy_of;

INSERT INTO product_asset ("createdAt", "updatedAt", "assetId", position, "productId", id)
SELECT "createdAt", "updatedAt", "assetId", position, "productId" + k * 1000, id + k * 1000 FROM product_asset, copy_of;

INSERT INTO product_facet_values_facet_value ("productId", "facetValueId")
SELECT "productId" + k * 1000, "facetValueId" FROM product_facet_values_facet_value, copy_of;

INSERT INTO product_option_groups_product_option_group ("productId", "productOptionGroupId")
SELECT "productId" + k * 1000, "productOptionGroupId" FROM product_option_groups_product_option_group, copy_of;

INSERT INTO product_variant ("createdAt", "updatedAt", "deletedAt", enabled, sku, "outOfStockThreshold",
  "useGlobalOutOfStockThreshold", "trackInventory", id, "featuredAssetId", "taxCategoryId", "productId")
SELECT "createdAt", "updatedAt", "deletedAt", enabled, sku || '-' || k, "outOfStockThreshold",
  "useGlobalOutOfStockThreshold", "trackInventory", id + k * 1000, "featuredAssetId", "taxCategoryId", "productId" + k * 1000
FROM product_variant, copy_of;

INSERT INTO product_variant_translation ("createdAt", "updatedAt", "languageCode", name, id, "baseId")
SELECT "createdAt", "updatedAt", "languageCode", prefix || ' ' || name, id + k * 1000, "baseId" + k * 1000
FROM product_variant_translation, copy_of;

INSERT INTO product_variant_channels_channel ("productVariantId", "channelId")
SELECT "productVariantId" + k * 1000, "channelId" FROM product_variant_channels_channel, copy_of;

INSERT INTO product_variant_price ("createdAt", "updatedAt", "currencyCode", id, "channelId", price, "variantId")
SELECT "createdAt", "updatedAt", "currencyCode", id + k * 1000, "channelId", price, "variantId" + k * 1000
FROM product_variant_price, copy_of;

INSERT INTO product_variant_asset ("createdAt", "updatedAt", "assetId", position, "productVariantId", id)
SELECT "createdAt", "updatedAt", "assetId", position, "productVariantId" + k * 1000, id + k * 1000
FROM product_variant_asset, copy_of;

INSERT INTO product_variant_facet_values_facet_value ("productVariantId", "facetValueId")
SELECT "productVariantId" + k * 1000, "facetValueId" FROM product_variant_facet_values_facet_value, copy_of;

INSERT INTO product_variant_options_product_option ("productVariantId", "productOptionId")
SELECT "productVariantId" + k * 1000, "productOptionId" FROM product_variant_options_product_option, copy_of;

INSERT INTO stock_level ("createdAt", "updatedAt", "stockOnHand", "stockAllocated", id, "productVariantId", "stockLocationId")
SELECT "createdAt", "updatedAt", "stockOnHand", "stockAllocated", id + k * 1000, "productVariantId" + k * 1000, "stockLocationId"
FROM stock_level, copy_of;

INSERT INTO collection_product_variants_product_variant ("collectionId", "productVariantId")
SELECT "collectionId", "productVariantId" + k * 1000 FROM collection_product_variants_product_variant, copy_of;

INSERT INTO search_index_item ("languageCode", enabled, "productName", "productVariantName", description, slug, sku,
  "facetIds", "facetValueIds", "collectionIds", "collectionSlugs", "channelIds", "productPreview",
  "productPreviewFocalPoint", "productVariantPreview", "productVariantPreviewFocalPoint", "inStock", "productInStock",
  "productVariantId", "channelId", "productId", "productAssetId", "productVariantAssetId", price, "priceWithTax")
SELECT "languageCode", enabled, prefix || ' ' || "productName", prefix || ' ' || "productVariantName", description,
  lower(replace(prefix, ' ', '-')) || '-' || slug, sku || '-' || k,
  "facetIds", "facetValueIds", "collectionIds", "collectionSlugs", "channelIds", "productPreview",
  "productPreviewFocalPoint", "productVariantPreview", "productVariantPreviewFocalPoint", "inStock", "productInStock",
  "productVariantId" + k * 1000, "channelId", "productId" + k * 1000, "productAssetId", "productVariantAssetId", price, "priceWithTax"
FROM search_index_item, copy_of;

-- New rows made by the admin API later must not collide with the copies.
SELECT count(setval(pg_get_serial_sequence(t, 'id'), (SELECT max(id) FROM product) + 1000)) AS sequences_moved
FROM unnest(ARRAY['product', 'product_translation', 'product_asset', 'product_variant', 'product_variant_translation',
  'product_variant_price', 'product_variant_asset', 'stock_level']) AS t;

COMMIT;
ANALYZE;
SELECT (SELECT count(*) FROM product) AS products, (SELECT count(*) FROM product_variant) AS variants,
  (SELECT count(*) FROM search_index_item) AS indexed;
