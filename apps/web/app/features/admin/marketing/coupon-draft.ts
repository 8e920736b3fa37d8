import type { CouponForEditing, CouponKind } from "@chhaap/contract/admin/coupons";

/**
 * The coupon editor's form as typed: every field as text, so a refused save shows exactly what was
 * typed. Dates are typed in Indian time (`datetime-local`, no zone); the API takes instants with
 * their offset. India keeps one offset all year (+05:30, no daylight saving), so the conversion is a
 * fixed shift both ways.
 */

const COUPON_TEXT_FIELDS = [
  "code",
  "kind",
  "value",
  "maxDiscount",
  "minOrder",
  "startsAt",
  "endsAt",
  "totalLimit",
  "perCustomerLimit",
] as const;
type CouponField = (typeof COUPON_TEXT_FIELDS)[number];

export type CouponDraft = Record<CouponField, string>;

const IST_OFFSET = "+05:30";
const IST_OFFSET_MS = 330 * 60_000;

/** `2026-06-01T09:30` (Indian time) for an instant, as a `datetime-local` field shows it. */
export function indianTimeOf(iso: string | null): string {
  if (!iso) return "";
  const shifted = new Date(Date.parse(iso) + IST_OFFSET_MS);
  return Number.isNaN(shifted.getTime()) ? "" : shifted.toISOString().slice(0, 16);
}

/**
 * The instant of a time typed in Indian time, with its offset; blank is none. Anything that is not a
 * date and time is passed on as typed, for the contract to refuse with the field's message.
 */
export function instantOf(typed: string): string | null {
  const text = typed.trim();
  if (text === "") return null;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/.exec(text);
  if (!match) return text;
  return `${match[1]}T${match[2]}${match[3] ?? ":00"}${IST_OFFSET}`;
}

export function draftOf(coupon: CouponForEditing): CouponDraft {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value),
    maxDiscount: coupon.maxDiscount === null ? "" : String(coupon.maxDiscount),
    minOrder: String(coupon.minOrder),
    startsAt: indianTimeOf(coupon.startsAt),
    endsAt: indianTimeOf(coupon.endsAt),
    totalLimit: coupon.totalLimit === null ? "" : String(coupon.totalLimit),
    perCustomerLimit: coupon.perCustomerLimit === null ? "" : String(coupon.perCustomerLimit),
  };
}

/** A new coupon: percent off, no minimum, once per customer. */
export function emptyCouponDraft(): CouponDraft {
  return {
    code: "",
    kind: "percent" satisfies CouponKind,
    value: "",
    maxDiscount: "",
    minOrder: "0",
    startsAt: "",
    endsAt: "",
    totalLimit: "",
    perCustomerLimit: "1",
  };
}

export function couponDraftFromForm(form: FormData): CouponDraft {
  return Object.fromEntries(
    COUPON_TEXT_FIELDS.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as CouponDraft;
}

/** A number typed in a field: blank or not a number is NaN, which the contract refuses with the field's message. */
function numberOf(typed: string): number {
  const cleaned = typed.replace(/[,₹%\s]/g, "");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

function numberOrNull(typed: string): number | null {
  return typed.trim() === "" ? null : numberOf(typed);
}

/** The API's body for a draft; the contract's schema judges it. */
export function editableCouponOf(draft: CouponDraft) {
  return {
    code: draft.code,
    kind: draft.kind,
    value: numberOf(draft.value),
    maxDiscount: numberOrNull(draft.maxDiscount),
    minOrder: draft.minOrder.trim() === "" ? 0 : numberOf(draft.minOrder),
    startsAt: instantOf(draft.startsAt),
    endsAt: instantOf(draft.endsAt),
    totalLimit: numberOrNull(draft.totalLimit),
    perCustomerLimit: numberOrNull(draft.perCustomerLimit),
  };
}
