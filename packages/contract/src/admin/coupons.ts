import { z } from "zod";

/**
 * Coupons as staff keep them: a percent (whole, 1 to 100) or a flat amount off, an optional cap on
 * the discount, a minimum order, validity dates, limits in all and per customer, and whether it is
 * on at all. Amounts are rupees here and paise in the database.
 */

export const COUPON_KINDS = ["percent", "flat"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  percent: "Percent off",
  flat: "Flat amount off (₹)",
};

/**
 * Where a coupon stands now: turned off by staff, not started yet, running, or past its end date.
 * Exactly one applies; a disabled coupon reads disabled whatever its dates.
 */
export const COUPON_STATES = ["active", "scheduled", "expired", "disabled"] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  active: "Active",
  scheduled: "Not started",
  expired: "Expired",
  disabled: "Disabled",
};

export const COUPON_ADMIN_MESSAGES = {
  couponNotFound: "No such coupon.",
  codeRequired: "Please enter the code shoppers type.",
  codeFormat: "A code is 3 to 20 letters, digits or dashes.",
  codeTaken: "Another coupon already has this code (capitals do not make a new one).",
  codeLocked: "This coupon is on past orders, so its code stays as it is. Make a new coupon for a new code.",
  kindRequired: "Please choose percent off or a flat amount off.",
  percentInvalid: "Please enter a whole percent from 1 to 100.",
  flatInvalid: "Please enter the amount off in rupees, more than 0.",
  capInvalid: "Please enter the largest discount in rupees, 0 or more, or leave it empty for no cap.",
  minOrderInvalid: "Please enter the minimum order in rupees, 0 or more (0 for none).",
  dateInvalid: "Please enter a date and time, or leave it empty.",
  endsBeforeStarts: "The end must be after the start.",
  limitInvalid: "Please enter a whole number, 1 or more, or leave it empty for no limit.",
  created: "Coupon created.",
  saved: "Coupon saved.",
  disabled: "Coupon disabled: shoppers can no longer apply it.",
  enabled: "Coupon enabled.",
} as const;

/** The largest amount a coupon may name: far above any order, well inside an integer paise column. */
const MAX_RUPEES = 10_000_000;

/** Whole paise: at most two decimals. */
function wholePaise(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

function rupeesAtLeastZero(message: string) {
  return z.number({ error: message }).min(0, message).max(MAX_RUPEES, message).refine(wholePaise, message);
}

function limit() {
  const message = COUPON_ADMIN_MESSAGES.limitInvalid;
  return z.number({ error: message }).int(message).min(1, message).max(1_000_000_000, message).nullable();
}

/** An instant with its offset (the back office sends Indian time, `+05:30`), or none. */
const instant = z.iso.datetime({ offset: true, error: COUPON_ADMIN_MESSAGES.dateInvalid }).nullable();

const COUPON_CODE_PATTERN = /^[A-Za-z0-9-]{3,20}$/;

/** `POST /api/admin/coupons` and `PUT /api/admin/coupons/{id}`: the coupon's terms; it starts enabled. */
export const editableCoupon = z
  .object({
    /** Kept in capitals; unique whatever the capitals typed. */
    code: z
      .string({ error: COUPON_ADMIN_MESSAGES.codeRequired })
      .trim()
      .min(1, COUPON_ADMIN_MESSAGES.codeRequired)
      .regex(COUPON_CODE_PATTERN, COUPON_ADMIN_MESSAGES.codeFormat)
      .transform((value) => value.toUpperCase()),
    kind: z.enum(COUPON_KINDS, { error: COUPON_ADMIN_MESSAGES.kindRequired }),
    /** A whole percent for `percent`, rupees for `flat`. */
    value: z.number({ error: "Please enter the discount." }),
    /** The most a percent coupon takes off, rupees; null for no cap. */
    maxDiscount: rupeesAtLeastZero(COUPON_ADMIN_MESSAGES.capInvalid).nullable(),
    /** The bag's subtotal needed, rupees; 0 for none. */
    minOrder: rupeesAtLeastZero(COUPON_ADMIN_MESSAGES.minOrderInvalid),
    startsAt: instant,
    endsAt: instant,
    /** Orders in all, and per customer; null for no limit. */
    totalLimit: limit(),
    perCustomerLimit: limit(),
  })
  .superRefine((coupon, ctx) => {
    const { kind, value } = coupon;
    if (kind === "percent" && !(Number.isInteger(value) && value >= 1 && value <= 100))
      ctx.addIssue({ code: "custom", path: ["value"], message: COUPON_ADMIN_MESSAGES.percentInvalid });
    if (kind === "flat" && !(Number.isFinite(value) && value > 0 && value <= MAX_RUPEES && wholePaise(value)))
      ctx.addIssue({ code: "custom", path: ["value"], message: COUPON_ADMIN_MESSAGES.flatInvalid });
    if (coupon.startsAt && coupon.endsAt && Date.parse(coupon.endsAt) <= Date.parse(coupon.startsAt))
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: COUPON_ADMIN_MESSAGES.endsBeforeStarts });
  });
export type EditableCoupon = z.infer<typeof editableCoupon>;

/** `GET /api/admin/coupons/{id}` and each row of the list: the terms, where it stands, and its use. */
export const couponForEditing = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minOrder: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  totalLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  /** Staff's switch; `state` says where it stands with its dates too. */
  active: z.boolean(),
  state: z.enum(COUPON_STATES),
  /** Orders that redeemed it and still count against its limits (a cancelled order gives its use back). */
  timesUsed: z.number().int(),
  /** It is named on an order, cancelled ones too: its code can no longer change. */
  codeLocked: z.boolean(),
  createdAt: z.string(),
});
export type CouponForEditing = z.infer<typeof couponForEditing>;

export const couponIdParams = z.object({ id: z.string() });

/** `GET /api/admin/coupons`: 25 a page, newest first. */
export const couponListQuery = z.object({
  /** Part of a code, any capitals. */
  search: z.string().trim().max(40).optional(),
  state: z.enum(COUPON_STATES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const COUPON_PAGE_SIZE = 25;

/** `PUT /api/admin/coupons/{id}/active`: false disables (shoppers' applies are refused), true enables. */
export const couponActiveChange = z.object({ active: z.boolean() });
