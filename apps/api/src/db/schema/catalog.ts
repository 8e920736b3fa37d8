import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, seoColumns, tsvector, updatedAt } from "./columns.ts";
import { sizeCharts } from "./size-charts.ts";

/** The catalog: header menus, categories, products, their colourways (variants), pictures, sizes with stock, and tags. */

export const headerCategories = pgTable("header_categories", {
  id: id(),
  name: text("name").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull().unique(),
    slug: text("slug").notNull().unique(),
    /** The picture drawn for the category (media/ajrakh-pattern.ts), shown while no picture is uploaded. */
    imageKey: text("image_key").notNull(),
    /** A picture staff uploaded (/media/catalog/…); empty for the drawn one. */
    picture: text("picture").notNull().default(""),
    /** The size chart its products' size guide shows; null for goods without sizes. */
    sizeChartId: uuid("size_chart_id").references(() => sizeCharts.id, { onDelete: "set null" }),
    isTopCategory: boolean("is_top_category").notNull().default(false),
    headerCategoryId: uuid("header_category_id").references(() => headerCategories.id, { onDelete: "set null" }),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("categories_header_category_id_idx").on(t.headerCategoryId),
    index("categories_size_chart_id_idx").on(t.sizeChartId),
  ],
);

/** Draft and archived products are the back office's alone: shoppers see only active ones. */
export const PRODUCT_STATUSES = ["draft", "active", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    details: text("details").notNull().default(""),
    /** How the piece was printed, and how to look after it: shown on the product page in their own sections. */
    craftStory: text("craft_story").notNull().default(""),
    careGuide: text("care_guide").notNull().default(""),
    status: text("status").$type<ProductStatus>().notNull().default("active"),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id),
    /** The GST tariff heading (HSN) printed on tax invoices: 4 to 8 digits, or empty until the owner sets it. */
    hsnCode: text("hsn_code").notNull().default(""),
    /**
     * A GST rate (percent) the product always bears, as fabric does. Null: the rate follows the
     * garment price band (a lower rate up to a value per piece, a higher one above; see config).
     */
    gstRate: numeric("gst_rate", { precision: 5, scale: 2, mode: "number" }),
    /**
     * Dispatch days the workshop needs before the piece can leave (printed or stitched to order): 0
     * for pieces on the shelf. Added to the delivery promise (modules/delivery/).
     */
    readyInDays: integer("ready_in_days").notNull().default(0),
    ...seoColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Newest products of a category (related products) straight from the index; also serves the foreign key.
    index("products_category_created_at_idx").on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id),
    // Typo-tolerant search suggestions (pg_trgm).
    index("products_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    check("products_hsn_code_check", sql`${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})?$'`),
    check("products_status_check", sql`${t.status} in ('draft', 'active', 'archived')`),
    check("products_ready_in_days_check", sql`${t.readyInDays} between 0 and 60`),
    check("products_gst_rate_check", sql`${t.gstRate} is null or (${t.gstRate} >= 0 and ${t.gstRate} <= 40)`),
  ],
);

export const STOCK_STATUSES = ["in_stock", "low_stock", "out_of_stock"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** A colourway of a product: what the API calls a variant, with its own price, stock and images. */
export const variants = pgTable(
  "variants",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    itemCode: text("item_code").notNull().unique(),
    colour: text("colour").notNull().default("Unknown"),
    material: text("material").notNull().default("Unknown"),
    weightKg: numeric("weight_kg", { precision: 8, scale: 3, mode: "number" }).notNull(),
    lengthCm: numeric("length_cm", { precision: 8, scale: 1, mode: "number" }).notNull().default(0),
    widthCm: numeric("width_cm", { precision: 8, scale: 1, mode: "number" }).notNull().default(0),
    heightCm: numeric("height_cm", { precision: 8, scale: 1, mode: "number" }).notNull().default(0),
    pricePaise: integer("price_paise").notNull(),
    salePricePaise: integer("sale_price_paise").notNull(),
    stockStatus: text("stock_status").$type<StockStatus>().notNull().default("in_stock"),
    /**
     * Pieces left over all its sizes, kept by triggers on variant_sizes (migration 0021) whoever
     * writes them, so the back office filters on it without summing every colourway's sizes.
     */
    piecesLeft: integer("pieces_left").notNull().default(0),
    /**
     * Whether shoppers see this colourway: its product's status is "active". Kept here, written by
     * the application in the same transaction as the product's status (admin/catalog-service.ts), so
     * a search filters on the row it already reads instead of joining every match to its product.
     */
    listed: boolean("listed").notNull().default(true),
    ...seoColumns(),
    /** Written by the application on every insert/update from product, category, tags, colour, material (see search-document.ts). */
    searchDocument: tsvector("search_document").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A product's colourways in the order they were added: the first one stands for the product in
    // related products, and the detail page lists the others (modules/catalog/variant-json.ts).
    index("variants_product_created_at_idx").on(t.productId, t.createdAt, t.itemCode),
    // Search orders (modules/catalog/search-queries.ts): by price with id as tie-break, or newest first.
    index("variants_sale_price_id_idx").on(t.salePricePaise, t.id),
    index("variants_created_at_id_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("variants_search_document_idx").using("gin", t.searchDocument),
    // The back office's "low stock" and "out of stock" products (admin/catalog-queries.ts).
    index("variants_pieces_left_idx").on(t.piecesLeft, t.productId),
    check(
      "variants_price_check",
      sql`${t.pricePaise} >= 0 and ${t.salePricePaise} >= 0 and ${t.salePricePaise} <= ${t.pricePaise}`,
    ),
    check("variants_stock_status_check", sql`${t.stockStatus} in ('in_stock', 'low_stock', 'out_of_stock')`),
    check("variants_weight_check", sql`${t.weightKg} >= 0`),
  ],
);

/**
 * One row whose number rises with every committed change to what search reads of variants: their
 * search document, listing, sale price or age (a deferred trigger, migration 0018, so the row is
 * locked only while a transaction commits). The in-process search index answers only while the
 * number is the one it was built at (modules/catalog/search-index.ts, decision 0038).
 */
export const searchEpoch = pgTable("search_epoch", {
  n: bigint("n", { mode: "number" }).notNull().default(0),
});

/**
 * Raised, once per transaction and at its commit, by a deferred trigger on variant_sizes when a size
 * is added, removed or renamed or its stock crosses zero (migration 0039): what the search index's
 * size and in-stock filters read. Stock is not part of the search epoch (it changes with every order).
 */
export const stockEpoch = pgTable("stock_epoch", {
  n: bigint("n", { mode: "number" }).notNull().default(0),
});

/**
 * The colourways whose sizes changed as stockEpoch says, with the epoch their change committed at: a
 * search index behind re-reads only these (modules/catalog/search-index.ts). The trigger keeps the
 * last STOCK_CHANGES_KEPT epochs (search-stock.ts); an index further behind re-reads every colourway.
 */
export const stockChanges = pgTable(
  "stock_changes",
  {
    epoch: bigint("epoch", { mode: "number" }).notNull(),
    variantId: uuid("variant_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.epoch, t.variantId] })],
);

export const variantImages = pgTable(
  "variant_images",
  {
    id: id(),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    alt: text("alt").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("variant_images_variant_id_idx").on(t.variantId, t.position)],
);

/** Sizes offered for a variant and the stock held in each (the API's `size[] {sizeName}`). */
export const variantSizes = pgTable(
  "variant_sizes",
  {
    id: id(),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    sizeName: text("size_name").notNull(),
    position: integer("position").notNull().default(0),
    quantity: integer("quantity").notNull().default(0),
  },
  (t) => [
    uniqueIndex("variant_sizes_variant_size_idx").on(t.variantId, t.sizeName),
    // Never below zero: orders decrement conditionally.
    check("variant_sizes_quantity_check", sql`${t.quantity} >= 0`),
  ],
);

export const tags = pgTable("tags", {
  id: id(),
  tag: text("tag").notNull().unique(),
  taglink: text("taglink").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const productTags = pgTable(
  "product_tags",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index("product_tags_tag_id_idx").on(t.tagId)],
);
