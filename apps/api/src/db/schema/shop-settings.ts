import { sql } from "drizzle-orm";
import { check, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The shop's own details, one row: the seller on GST invoices, the bank details of checkout and
 * mails, the contact facts and social links of the footer and contact page. Written on first start
 * from the SHOP_* settings and the shop's built-in details (modules/site/shop-settings.ts), then
 * edited by the owner. The invoice's state is not stored: the GSTIN's first two digits name it.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: smallint("id").primaryKey().default(1),
    legalName: text("legal_name").notNull(),
    gstin: text("gstin").notNull(),
    address: text("address").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    supportHours: text("support_hours").notNull(),
    bankAccountName: text("bank_account_name").notNull(),
    bankAccountNumber: text("bank_account_number").notNull(),
    bankIfsc: text("bank_ifsc").notNull(),
    /** Empty when the account takes no payments from abroad. */
    bankSwift: text("bank_swift").notNull().default(""),
    bankName: text("bank_name").notNull(),
    bankBranch: text("bank_branch").notNull(),
    upiId: text("upi_id").notNull(),
    /** Social profiles: an https address each, or empty for none. */
    instagram: text("instagram").notNull().default(""),
    facebook: text("facebook").notNull().default(""),
    youtube: text("youtube").notNull().default(""),
    pinterest: text("pinterest").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("shop_settings_one_row", sql`${t.id} = 1`)],
);
