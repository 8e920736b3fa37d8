import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { variants } from "./catalog.ts";
import { createdAt, id } from "./columns.ts";

/** What the home page shows, and shop texts translated per language. */

export const HOME_COLLECTION_KINDS = ["month", "week", "trending", "most_selling", "most_liked"] as const;
export type HomeCollectionKind = (typeof HOME_COLLECTION_KINDS)[number];

export const homeCollections = pgTable(
  "home_collections",
  {
    id: id(),
    kind: text("kind").$type<HomeCollectionKind>().notNull().unique(),
    tittle: text("tittle").notNull(),
    subTittle: text("sub_tittle").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [check("home_collections_kind_check", sql`${t.kind} in ('month', 'week', 'trending', 'most_selling', 'most_liked')`)],
);

export const homeCollectionVariants = pgTable(
  "home_collection_variants",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => homeCollections.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.variantId] }),
    index("home_collection_variants_variant_id_idx").on(t.variantId),
  ],
);

export const homeCollectionDetails = pgTable("home_collection_details", {
  id: id(),
  heading: text("heading").notNull(),
  subHeading: text("sub_heading").notNull().default(""),
  contents: text("contents").notNull().default(""),
  status: boolean("status").notNull().default(true),
  createdAt: createdAt(),
});

export const videoItems = pgTable("video_items", {
  id: id(),
  mainImg: text("main_img").notNull(),
  url: text("url").notNull(),
  status: boolean("status").notNull().default(true),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

export const happyCustomers = pgTable("happy_customers", {
  id: id(),
  name: text("name").notNull(),
  place: text("place").notNull().default(""),
  review: text("review").notNull(),
  image: text("image").notNull().default(""),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

export const aboutBlocks = pgTable("about_blocks", {
  id: id(),
  title: text("title").notNull(),
  subTitle: text("sub_title").notNull().default(""),
  description: text("description").notNull().default(""),
  status: boolean("status").notNull().default(true),
  createdAt: createdAt(),
});

export const specialProducts = pgTable(
  "special_products",
  {
    id: id(),
    tittle: text("tittle").notNull(),
    subTittle: text("sub_tittle").notNull().default(""),
    description: text("description").notNull().default(""),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    status: boolean("status").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("special_products_variant_id_idx").on(t.variantId)],
);

export const topMenuMessages = pgTable("top_menu_messages", {
  id: id(),
  message: text("message").notNull(),
  status: boolean("status").notNull().default(true),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * The shop's own words (category and menu names, the scrolling strip, home headings) in the other
 * interface languages, keyed by the English text they translate: one translation serves every place
 * the text appears, and text without a translation shows in English.
 */
export const shopTextTranslations = pgTable(
  "shop_text_translations",
  {
    source: text("source").notNull(),
    language: text("language").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.source] })],
);
