import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { variants } from "./catalog.ts";
import { createdAt, id } from "./columns.ts";
import { users } from "./identity.ts";

/**
 * What a shopper keeps for later (modules/wishlist/): the pieces (colourways) a customer saved, and
 * the sold-out sizes they asked to hear about. A guest's wishlist lives in the browser and is merged
 * here at login; a guest's stock alert lives here from the start, confirmed by mail (double opt-in).
 */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.variantId] }),
    // A customer's list, newest first; and a deleted colourway's rows found by the foreign key.
    index("wishlist_items_user_created_idx").on(t.userId, t.createdAt),
    index("wishlist_items_variant_idx").on(t.variantId),
  ],
);

/**
 * "Tell me when it's back": one address waiting for one size of one colourway.
 *
 * - `confirmedAt`: a customer's own confirmed address counts at once; a guest's counts once they open
 *   the link mailed to it (`token`, also the alert's unsubscribe link).
 * - `restockedAt`: set by the database itself (migration 0038, a trigger on variant_sizes) when the
 *   size's stock rises from nothing, whoever raised it: the editor, the CSV import, a cancelled
 *   order's stock coming back. The alert sender (modules/wishlist/) then queues one mail and sets
 *   `notifiedAt`; a notified alert is done, and asking again makes a new one.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: id(),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    sizeName: text("size_name").notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The language the shopper read the shop in: the mails are written in it. */
    locale: text("locale").notNull().default("en"),
    /** Random, url-safe; confirms a guest's alert and unsubscribes the address. */
    token: text("token").notNull().unique(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    restockedAt: timestamp("restocked_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One waiting alert per address and size; a notified one no longer blocks asking again.
    uniqueIndex("stock_alerts_waiting_idx").on(t.variantId, t.sizeName, t.email).where(sql`${t.notifiedAt} is null`),
    // The sender's work: confirmed, restocked, not yet told (an unconfirmed alert is never mailed).
    index("stock_alerts_due_idx")
      .on(t.restockedAt)
      .where(sql`${t.restockedAt} is not null and ${t.notifiedAt} is null and ${t.confirmedAt} is not null`),
    // The shop's confirmation mails of the last hour (a cap across instances), and the week-old ones purged.
    index("stock_alerts_unconfirmed_idx").on(t.createdAt).where(sql`${t.confirmedAt} is null`),
    index("stock_alerts_email_idx").on(t.email),
    index("stock_alerts_user_idx").on(t.userId),
    check("stock_alerts_email_check", sql`${t.email} = lower(${t.email}) and length(${t.email}) between 3 and 254`),
  ],
);

/** Addresses that unsubscribed from back-in-stock mails: none is sent to them, whatever alert is waiting. */
export const stockAlertOptOuts = pgTable("stock_alert_opt_outs", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});
