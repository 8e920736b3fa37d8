import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";

/**
 * How the shop promises delivery inside India (modules/delivery/): where parcels leave from, on which
 * days and until what time, and how many days a courier takes to each kind of destination. One row,
 * edited by the owner (back office settings).
 */
export const deliveryPolicy = pgTable(
  "delivery_policy",
  {
    id: smallint("id").primaryKey().default(1),
    /** The PIN code parcels are handed to the courier at: decides "same city" and "same state". */
    originPinCode: text("origin_pin_code").notNull().default("370001"),
    /** Days of the week parcels leave, 0 = Sunday ... 6 = Saturday. */
    dispatchWeekdays: integer("dispatch_weekdays").array().notNull().default(sql`'{1,2,3,4,5,6}'::integer[]`),
    /** "HH:MM" in India: an order placed by then on a dispatch day leaves that day. */
    dispatchCutoff: text("dispatch_cutoff").notNull().default("13:00"),
    /** Courier days (least, most) by destination zone, counted in calendar days after dispatch. */
    sameCityMinDays: smallint("same_city_min_days").notNull().default(1),
    sameCityMaxDays: smallint("same_city_max_days").notNull().default(2),
    sameStateMinDays: smallint("same_state_min_days").notNull().default(2),
    sameStateMaxDays: smallint("same_state_max_days").notNull().default(4),
    metroMinDays: smallint("metro_min_days").notNull().default(2),
    metroMaxDays: smallint("metro_max_days").notNull().default(4),
    restOfIndiaMinDays: smallint("rest_of_india_min_days").notNull().default(4),
    restOfIndiaMaxDays: smallint("rest_of_india_max_days").notNull().default(7),
    /** The north-eastern states, Andaman and Nicobar, Lakshadweep, Ladakh and Jammu and Kashmir. */
    remoteMinDays: smallint("remote_min_days").notNull().default(6),
    remoteMaxDays: smallint("remote_max_days").notNull().default(10),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("delivery_policy_one_row", sql`${t.id} = 1`),
    check("delivery_policy_origin_check", sql`${t.originPinCode} ~ '^[1-9][0-9]{5}$'`),
    check("delivery_policy_cutoff_check", sql`${t.dispatchCutoff} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      "delivery_policy_days_check",
      sql`${t.sameCityMinDays} between 0 and 60 and ${t.sameCityMaxDays} between ${t.sameCityMinDays} and 60
        and ${t.sameStateMinDays} between 0 and 60 and ${t.sameStateMaxDays} between ${t.sameStateMinDays} and 60
        and ${t.metroMinDays} between 0 and 60 and ${t.metroMaxDays} between ${t.metroMinDays} and 60
        and ${t.restOfIndiaMinDays} between 0 and 60 and ${t.restOfIndiaMaxDays} between ${t.restOfIndiaMinDays} and 60
        and ${t.remoteMinDays} between 0 and 60 and ${t.remoteMaxDays} between ${t.remoteMinDays} and 60`,
    ),
  ],
);

/**
 * Where the shop does not collect cash on delivery: one PIN code, or a whole district (as the PIN code
 * registry spells it, upper case). The reason is shown to the shopper.
 */
export const codExclusions = pgTable(
  "cod_exclusions",
  {
    id: id(),
    kind: text("kind").$type<"pin" | "district">().notNull(),
    value: text("value").notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cod_exclusions_kind_value_idx").on(t.kind, t.value),
    index("cod_exclusions_created_idx").on(t.createdAt),
    check("cod_exclusions_kind_check", sql`${t.kind} in ('pin', 'district')`),
    check(
      "cod_exclusions_value_check",
      sql`(${t.kind} = 'pin' and ${t.value} ~ '^[1-9][0-9]{5}$') or (${t.kind} = 'district' and ${t.value} = upper(${t.value}) and length(${t.value}) between 1 and 80)`,
    ),
  ],
);
