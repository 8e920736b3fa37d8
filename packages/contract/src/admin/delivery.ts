import { z } from "zod";
import { PIN_CODE_PATTERN } from "../delivery.ts";
import { line } from "./text-fields.ts";

/**
 * The delivery promise as the owner keeps it at /admin/settings/delivery (decision 0057): where parcels
 * leave from, on which days and until what time, the courier's days per zone, and where cash on
 * delivery is not taken.
 */

export const DELIVERY_ADMIN_MESSAGES = {
  saved: "Delivery settings saved.",
  originInvalid: "Please enter the PIN code parcels leave from: 6 digits, such as 370001.",
  originUnknown: "This PIN code is not in the PIN code registry. Please check it.",
  cutoffInvalid: "Please enter the cut-off as a time of day in India, such as 13:00.",
  weekdaysRequired: "Please tick at least one day parcels leave.",
  daysInvalid: "Please enter a whole number of days from 0 to 60.",
  daysOrder: "The most days cannot be fewer than the least.",
  kindInvalid: "Please choose a PIN code or a district.",
  pinInvalid: "A PIN code is 6 digits, the first of them not 0, such as 110001.",
  districtRequired: "Please enter the district as the PIN code registry spells it, such as KACHCHH.",
  districtUnknown: "The PIN code registry has no district of this name. Please check the spelling.",
  exclusionAdded: "Cash on delivery is now refused there.",
  exclusionExists: "Cash on delivery is already refused there.",
  exclusionRemoved: "Cash on delivery is taken there again.",
  exclusionNotFound: "No such exclusion. Please reload the page.",
} as const;

const days = z.coerce
  .number({ error: DELIVERY_ADMIN_MESSAGES.daysInvalid })
  .int(DELIVERY_ADMIN_MESSAGES.daysInvalid)
  .min(0, DELIVERY_ADMIN_MESSAGES.daysInvalid)
  .max(60, DELIVERY_ADMIN_MESSAGES.daysInvalid);

/** The courier's least and most calendar days after dispatch to one zone. */
const zoneDays = z
  .object({ min: days, max: days })
  .refine((range) => range.max >= range.min, { message: DELIVERY_ADMIN_MESSAGES.daysOrder, path: ["max"] });

/** `PUT /api/admin/settings/delivery` (owner): every part at once. */
export const deliveryPolicyInput = z.object({
  originPinCode: z
    .string({ error: DELIVERY_ADMIN_MESSAGES.originInvalid })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(PIN_CODE_PATTERN, DELIVERY_ADMIN_MESSAGES.originInvalid)),
  /** 0 = Sunday ... 6 = Saturday. */
  dispatchWeekdays: z
    .array(z.coerce.number().int().min(0).max(6), { error: DELIVERY_ADMIN_MESSAGES.weekdaysRequired })
    .min(1, DELIVERY_ADMIN_MESSAGES.weekdaysRequired)
    .max(7)
    .transform((weekdays) => [...new Set(weekdays)].sort((a, b) => a - b)),
  /** "HH:MM" in India. */
  dispatchCutoff: z
    .string({ error: DELIVERY_ADMIN_MESSAGES.cutoffInvalid })
    .trim()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, DELIVERY_ADMIN_MESSAGES.cutoffInvalid),
  days: z.object({
    sameCity: zoneDays,
    sameState: zoneDays,
    metro: zoneDays,
    restOfIndia: zoneDays,
    remote: zoneDays,
  }),
});
export type DeliveryPolicyInput = z.infer<typeof deliveryPolicyInput>;

const zoneDaysAnswer = z.object({ min: z.number().int(), max: z.number().int() });

/** `GET /api/admin/settings/delivery`: what is in force, where parcels leave from, and when it last changed. */
export const deliveryPolicy = z.object({
  originPinCode: z.string(),
  /** The origin's place in the registry (null if it left the registry since). */
  origin: z.object({ office: z.string(), district: z.string(), state: z.string() }).nullable(),
  dispatchWeekdays: z.array(z.number().int()),
  dispatchCutoff: z.string(),
  days: z.object({
    sameCity: zoneDaysAnswer,
    sameState: zoneDaysAnswer,
    metro: zoneDaysAnswer,
    restOfIndia: zoneDaysAnswer,
    remote: zoneDaysAnswer,
  }),
  updatedAt: z.string(),
});
export type DeliveryPolicyAnswer = z.infer<typeof deliveryPolicy>;

export const COD_EXCLUSION_KINDS = ["pin", "district"] as const;

/**
 * `POST /api/admin/settings/cod-exclusions` (owner or staff): a PIN code or a registry district where cash on
 * delivery is refused, with the reason shoppers are shown. Districts are matched upper-cased; the
 * server checks the district exists in the registry.
 */
export const codExclusionInput = z
  .object({
    kind: z.enum(COD_EXCLUSION_KINDS, { error: DELIVERY_ADMIN_MESSAGES.kindInvalid }),
    value: z.string({ error: DELIVERY_ADMIN_MESSAGES.districtRequired }).max(200),
    reason: line(200, undefined, { singleSpaced: true }).default(""),
  })
  .transform((input) => ({
    ...input,
    value: input.kind === "pin" ? input.value.replace(/\s+/g, "") : input.value.replace(/\s+/g, " ").trim().toUpperCase(),
  }))
  .superRefine((input, ctx) => {
    if (input.kind === "pin" && !PIN_CODE_PATTERN.test(input.value))
      ctx.addIssue({ code: "custom", path: ["value"], message: DELIVERY_ADMIN_MESSAGES.pinInvalid });
    if (input.kind === "district" && (input.value.length === 0 || input.value.length > 80))
      ctx.addIssue({ code: "custom", path: ["value"], message: DELIVERY_ADMIN_MESSAGES.districtRequired });
  });

export const codExclusion = z.object({
  _id: z.string(),
  kind: z.enum(COD_EXCLUSION_KINDS),
  value: z.string(),
  reason: z.string(),
  /** For a PIN code, its place; for a district, its state (null when the registry no longer has it). */
  place: z.string().nullable(),
  createdAt: z.string(),
});
export type CodExclusion = z.infer<typeof codExclusion>;

export const codExclusionIdParams = z.object({ id: z.string().max(64) });
