import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";

/**
 * The back office's own people, apart from customers: staff sign in elsewhere, with their own
 * sessions, and every change they make is written to the audit log.
 */

export const STAFF_ROLE_VALUES = ["owner", "staff"] as const;
export type StaffRoleValue = (typeof STAFF_ROLE_VALUES)[number];

export const staff = pgTable(
  "staff",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The address as staff are found by (the contract's `emailKey`). */
    emailKey: text("email_key").notNull(),
    role: text("role").$type<StaffRoleValue>().notNull(),
    passwordHash: text("password_hash").notNull(),
    /** A password handed out (the command line's one-time password) must be replaced at first sign-in. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /** A TOTP secret, base32; null while two-factor sign-in is off for this member. */
    totpSecret: text("totp_secret"),
    /** The time step of the last code accepted: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** A staff member the owner lets read reports and GST returns (an owner always may). */
    reportsAccess: boolean("reports_access").notNull().default(false),
    /** Sessions started before this instant stop working. */
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_email_key_idx").on(t.emailKey), check("staff_role_check", sql`${t.role} in ('owner', 'staff')`)],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("staff_sessions_staff_id_idx").on(t.staffId)],
);

/**
 * Append-only: who did what to which record, and when, with the values before and after an edit.
 * Rows are never updated or deleted by the application.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: uuid("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Kept beside the id: the log still says who it was after the member is gone. */
    staffName: text("staff_name").notNull(),
    action: text("action").notNull(),
    recordType: text("record_type").notNull(),
    recordId: text("record_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_staff_id_idx").on(t.staffId, t.createdAt),
    index("audit_log_record_idx").on(t.recordType, t.recordId),
    // The reports' refunds: orders marked refunded, by day (decision 0053).
    index("audit_log_action_idx").on(t.recordType, t.action, t.createdAt),
  ],
);

/** Staff's internal notes on an order; never shown to the customer. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    staffId: uuid("staff_id").references(() => staff.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_notes_order_id_idx").on(t.orderId, t.createdAt)],
);

/** The back office's own settings: one row. */
export const backOfficeSettings = pgTable(
  "back_office_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** Every staff account must sign in with an authenticator code too (the owner decides). */
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("back_office_settings_one_row", sql`${t.id} = 1`)],
);
