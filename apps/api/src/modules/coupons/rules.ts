import { COUPON_MESSAGES, minimumOrderMessage } from "@chhaap/contract/cart";
import type { ErrorCode, ErrorParams } from "@chhaap/contract/error-codes";
import type { CouponKind } from "#src/db/schema.ts";
import { formatRupees } from "#src/modules/cart/pricing.ts";

/** What a coupon promises and its limits, as stored. */
export interface CouponTerms {
  kind: CouponKind;
  /** Whole percent for `percent`, paise for `flat`. */
  value: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  startsAt: Date | null;
  endsAt: Date | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
}

export interface CouponSituation {
  /** Sale-price subtotal of the customer's server cart, paise. */
  subtotalPaise: number;
  now: Date;
  usedTotal: number;
  usedByCustomer: number;
}

/** Why a code gives no discount: its error code, the values its message names, and the English message. */
type CouponCode = Extract<ErrorCode, `coupon.${string}`>;
export type CouponRefusal = { [C in CouponCode]: { ok: false; code: C; params: ErrorParams<C>; message: string } }[CouponCode];
export type CouponVerdict = { ok: true; discountPaise: number } | CouponRefusal;

/**
 * Validity dates, active flag, minimum order, total and per-customer limits, then percent (floored to
 * the paisa, with its cap) or flat (never more than the subtotal).
 */
export function judgeCoupon(terms: CouponTerms, situation: CouponSituation): CouponVerdict {
  const at = situation.now.getTime();
  if (!terms.active) return refused("coupon.invalid", COUPON_MESSAGES.invalid);
  if (terms.startsAt && terms.startsAt.getTime() > at) return refused("coupon.not_started", COUPON_MESSAGES.notStarted);
  if (terms.endsAt && terms.endsAt.getTime() <= at) return refused("coupon.expired", COUPON_MESSAGES.expired);
  if (situation.subtotalPaise <= 0) return refused("coupon.empty_bag", COUPON_MESSAGES.emptyBag);
  if (situation.subtotalPaise < terms.minOrderPaise) {
    const amount = formatRupees(terms.minOrderPaise);
    return { ok: false, code: "coupon.minimum_order", params: { amount }, message: minimumOrderMessage(amount) };
  }
  if (terms.totalLimit !== null && situation.usedTotal >= terms.totalLimit)
    return refused("coupon.used_up", COUPON_MESSAGES.usedUp);
  if (terms.perCustomerLimit !== null && situation.usedByCustomer >= terms.perCustomerLimit) {
    return refused("coupon.already_used", COUPON_MESSAGES.alreadyUsed);
  }
  const raw = terms.kind === "percent" ? Math.floor((situation.subtotalPaise * terms.value) / 100) : terms.value;
  const capped = terms.maxDiscountPaise === null ? raw : Math.min(raw, terms.maxDiscountPaise);
  return { ok: true, discountPaise: Math.min(capped, situation.subtotalPaise) };
}

/** A refusal whose message names no value. */
export function refused(code: Exclude<CouponCode, "coupon.minimum_order">, message: string): CouponRefusal {
  return { ok: false, code, params: {}, message };
}
