import { sql } from "drizzle-orm";
import { boolean, check, integer, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns.ts";

/** Countries the shop ships to, display currencies, and shipping charge per kilogram. */

export const countries = pgTable("countries", {
  id: id(),
  countryName: text("country_name").notNull().unique(),
  isoCode: text("iso_code").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Display currency of a country; conversion applies only while active. */
export const currencies = pgTable("currencies", {
  id: id(),
  countryId: uuid("country_id")
    .notNull()
    .unique()
    .references(() => countries.id, { onDelete: "cascade" }),
  currencyName: text("currency_name").notNull(),
  /** Units of this currency per 1 INR. */
  currencyRate: numeric("currency_rate", { precision: 18, scale: 8 }).notNull(),
  status: boolean("status").notNull().default(true),
});

export const shippingCharges = pgTable(
  "shipping_charges",
  {
    id: id(),
    countryId: uuid("country_id")
      .notNull()
      .unique()
      .references(() => countries.id, { onDelete: "cascade" }),
    /** INR paise per kg of packed weight. */
    perKgPaise: integer("per_kg_paise").notNull(),
  },
  (t) => [check("shipping_charges_per_kg_check", sql`${t.perKgPaise} >= 0`)],
);
