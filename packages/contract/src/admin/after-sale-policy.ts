import { z } from "zod";

/**
 * The shop's after-sale policy, one record the owner edits at /admin/settings/after-sales: until when
 * an order is cancelled at once, how long returns stay open, how soon a refund is due and on which
 * days that is counted, and when cash on delivery is refused to a customer whose parcels came back.
 * The shop's policy pages promise the defaults (14 days, 7 working days, the same-day cut-off).
 */

export const AFTER_SALE_POLICY_MESSAGES = {
  saved: "After-sale policy saved.",
  cutoffInvalid: "Please enter the cut-off as a time of day in India, such as 14:00.",
  windowInvalid: "Please enter a whole number of days from 0 to 365.",
  refundDaysInvalid: "Please enter a whole number of working days from 1 to 60.",
  weekdaysRequired: "Please tick at least one working day.",
  rtoLimitInvalid: "Please enter a whole number from 1 to 100, or leave it empty to always offer cash on delivery.",
} as const;

/** 0 = Sunday ... 6 = Saturday, as JavaScript and PostgreSQL count them. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** `PUT /api/admin/after-sale-policy` (owner): every part at once. */
export const afterSalePolicyInput = z.object({
  cancelCutoff: z
    .string({ error: AFTER_SALE_POLICY_MESSAGES.cutoffInvalid })
    .trim()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, AFTER_SALE_POLICY_MESSAGES.cutoffInvalid),
  returnWindowDays: wholeNumber(0, 365, AFTER_SALE_POLICY_MESSAGES.windowInvalid),
  refundWorkingDays: wholeNumber(1, 60, AFTER_SALE_POLICY_MESSAGES.refundDaysInvalid),
  workingWeekdays: z
    .array(z.coerce.number().int().min(0).max(6), { error: AFTER_SALE_POLICY_MESSAGES.weekdaysRequired })
    .min(1, AFTER_SALE_POLICY_MESSAGES.weekdaysRequired)
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  codRtoLimit: wholeNumber(1, 100, AFTER_SALE_POLICY_MESSAGES.rtoLimitInvalid).nullable(),
});

/** `GET /api/admin/after-sale-policy`: what is in force and when it last changed. */
export const afterSalePolicy = z.object({
  cancelCutoff: z.string(),
  returnWindowDays: z.number().int(),
  refundWorkingDays: z.number().int(),
  workingWeekdays: z.array(z.number().int()),
  codRtoLimit: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type AfterSalePolicyAnswer = z.infer<typeof afterSalePolicy>;
