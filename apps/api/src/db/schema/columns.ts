import { customType, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Columns every domain's tables share. Conventions: uuid keys (opaque `_id` strings at the API
 * edge), snake_case columns, money as integer paise, times as timestamptz.
 * Public spellings of the API (`tittle`, `varient`, ...) live only at the API edge, except for the
 * home-block titles whose column names keep the API's words.
 */

export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Open Graph and meta fields shared by products, variants and blog posts. */
export const seoColumns = () => ({
  metaTitle: text("meta_title").notNull().default(""),
  metaDescription: text("meta_description").notNull().default(""),
  keywords: text("keywords").notNull().default(""),
  ogTitle: text("og_title").notNull().default(""),
  ogDescription: text("og_description").notNull().default(""),
  ogType: text("og_type").notNull().default("website"),
  ogImage: text("og_image").notNull().default(""),
});
