import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

/** Coupons a shopper can apply at checkout. */

export const COUPON_KINDS = ["percent", "flat"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    code: text("code").notNull(),
    kind: text("kind").$type<CouponKind>().notNull(),
    /** Whole percent for `percent`, paise for `flat`. */
    value: integer("value").notNull(),
    maxDiscountPaise: integer("max_discount_paise"),
    minOrderPaise: integer("min_order_paise").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    totalLimit: integer("total_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupons_code_lower_idx").on(sql`lower(${t.code})`),
    check("coupons_kind_check", sql`${t.kind} in ('percent', 'flat')`),
    check("coupons_value_check", sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
  ],
);
