import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { variants } from "./catalog.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./identity.ts";

/** Product reviews by customers. */

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    review: text("review").notNull(),
    /** When staff hid it: kept for the record, but shoppers no longer see it and the rating leaves it out. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reviews_variant_id_idx").on(t.variantId),
    // One review per shopper per variant; it also serves lookups by user, as its first column.
    uniqueIndex("reviews_user_variant_idx").on(t.userId, t.variantId),
    // The back office lists every review newest first.
    index("reviews_created_idx").on(t.createdAt, t.id),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);
