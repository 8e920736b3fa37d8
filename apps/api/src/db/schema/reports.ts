import { sql } from "drizzle-orm";
import { bigint, check, date, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/**
 * What the owner's reports read beyond orders (decision 0053). Storefront searches that found nothing,
 * counted per day in India and term (lower-cased, spaces collapsed): the catalog adds its counts from
 * memory every few seconds, one upsert per term, so a search never waits on this write.
 */
export const searchMisses = pgTable(
  "search_misses",
  {
    day: date("day", { mode: "string" }).notNull(),
    term: text("term").notNull(),
    searches: integer("searches").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.term] }), check("search_misses_searches_check", sql`${t.searches} >= 1`)],
);

/**
 * Sales by day in India and by what the reports break them down by (`dim`: all, payment-method,
 * delivery-state, country, product, colourway, size, coupon; categories are summed from products at read time,
 * under each product's category of today; and the outcomes of the day's
 * orders by rto-state, rto-pin-prefix and rto-carrier; `key` as the report's row keys), kept
 * by the database itself in the transaction that changes an order (migration 0036: triggers on the
 * status steps and on credit notes), so that a report reads a few rows per day instead of every order
 * line. Amounts in paise: `discount` (the coupon shared among lines in proportion to their price),
 * `undone` (cancelled or returned to origin that day) and `returned` (credited by return credit notes
 * that day) as exact decimals, rounded when a report sums them. `orders` counts each order once per key.
 */
export const reportDays = pgTable(
  "report_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    dim: text("dim").notNull(),
    key: text("key").notNull(),
    gross: bigint("gross", { mode: "number" }).notNull().default(0),
    discount: numeric("discount").notNull().default("0"),
    undone: numeric("undone").notNull().default("0"),
    returned: numeric("returned").notNull().default("0"),
    units: integer("units").notNull().default(0),
    orders: integer("orders").notNull().default(0),
    /** Orders placed that day since delivered or returned to origin, and of those returned to origin. */
    outcomes: integer("outcomes").notNull().default(0),
    rto: integer("rto").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dim, t.key] })],
);

/**
 * Each customer's first counted order (when it was placed), kept by the same trigger as `report_days`
 * when an order is first confirmed (the earliest wins), so that a report tells new from returning
 * customers without reading their earlier orders (decision 0053).
 */
export const reportCustomers = pgTable("report_customers", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstCountedAt: timestamp("first_counted_at", { withTimezone: true }).notNull(),
});
