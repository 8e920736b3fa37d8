import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";

/** Customer accounts, their sessions, password-reset and e-mail confirmation tokens. */

export const USER_ROLES = ["customer", "staff", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    /** The address as accounts are found by (`emailKey` of the contract): unique per account. */
    emailKey: text("email_key").notNull(),
    number: text("number").notNull().default(""),
    address: text("address").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    image: text("image"),
    gender: text("gender"),
    role: text("role").$type<UserRole>().notNull().default("customer"),
    /** Tokens issued before this instant stop working. */
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the owner of the address proved they read it (a confirmation link, or a password reset
     * link, was used). Until then the address gets no mail but those links: anyone can type any
     * address at registration.
     */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key_idx").on(t.emailKey),
    // The orders desk finds orders by a fragment of their customer's e-mail (pg_trgm).
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    check("users_role_check", sql`${t.role} in ('customer', 'staff', 'admin')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    remember: boolean("remember").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Only a hash is stored; the token itself travels in the e-mailed link. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

export const emailConfirmationTokens = pgTable(
  "email_confirmation_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Only a hash is stored; the token itself travels in the e-mailed link. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_confirmation_tokens_user_id_idx").on(t.userId)],
);

/**
 * The secrets sessions, staff sessions and device marks are signed with, shared by every instance
 * of the shop (accounts/session-keys.ts). The newest key not retired signs; every key not retired
 * is accepted, so a rotation logs nobody out until the older key is retired.
 */
export const signingKeys = pgTable("signing_keys", {
  id: id(),
  secret: text("secret").notNull(),
  createdAt: createdAt(),
  retiredAt: timestamp("retired_at", { withTimezone: true }),
});
