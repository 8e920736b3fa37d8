import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { variants } from "./catalog.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./identity.ts";

/** Bags (carts) with their lines, and saved addresses. */

export const carts = pgTable("carts", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The coupon the shopper applied to this bag; kept until removed or it stops applying. */
  couponCode: text("coupon_code"),
  /**
   * The number the bag's next order will carry, shown at checkout before the order exists so that the
   * bank transfer and the order share one reference.
   */
  nextOrderNumber: text("next_order_number").unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartLines = pgTable(
  "cart_lines",
  {
    id: id(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    quantity: integer("quantity").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // A second add of the same variant and size is a duplicate (the API answers HTTP 409).
    uniqueIndex("cart_lines_cart_variant_size_idx").on(t.cartId, t.variantId, t.size),
    index("cart_lines_variant_id_idx").on(t.variantId),
    check("cart_lines_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

export const ADDRESS_TYPES = ["home", "work", "other"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    country: text("country").notNull(),
    addressType: text("address_type").$type<AddressType>().notNull().default("home"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_user_id_idx").on(t.userId),
    check("addresses_type_check", sql`${t.addressType} in ('home', 'work', 'other')`),
  ],
);
