import { COUPON_MESSAGES, minimumOrderMessage } from "@chhaap/contract/cart";
import type { CouponKind } from "../../db/schema.ts";
import { formatRupees } from "../cart/pricing.ts";

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

export type CouponVerdict = { ok: true; discountPaise: number } | { ok: false; message: string };

/**
 * Issue 5 "Money": validity dates, active flag, minimum order, total and per-customer limits, then
 * percent (floored to the paisa, with its cap) or flat (never more than the subtotal). The messages
 * are spec 8's where it has one.
 */
export function judgeCoupon(terms: CouponTerms, situation: CouponSituation): CouponVerdict {
  const at = situation.now.getTime();
  if (!terms.active) return { ok: false, message: COUPON_MESSAGES.invalid };
  if (terms.startsAt && terms.startsAt.getTime() > at) return { ok: false, message: COUPON_MESSAGES.notStarted };
  if (terms.endsAt && terms.endsAt.getTime() <= at) return { ok: false, message: COUPON_MESSAGES.expired };
  if (situation.subtotalPaise <= 0) return { ok: false, message: COUPON_MESSAGES.emptyBag };
  if (situation.subtotalPaise < terms.minOrderPaise) {
    return { ok: false, message: minimumOrderMessage(formatRupees(terms.minOrderPaise)) };
  }
  if (terms.totalLimit !== null && situation.usedTotal >= terms.totalLimit) return { ok: false, message: COUPON_MESSAGES.usedUp };
  if (terms.perCustomerLimit !== null && situation.usedByCustomer >= terms.perCustomerLimit) {
    return { ok: false, message: COUPON_MESSAGES.alreadyUsed };
  }
  const raw = terms.kind === "percent" ? Math.floor((situation.subtotalPaise * terms.value) / 100) : terms.value;
  const capped = terms.maxDiscountPaise === null ? raw : Math.min(raw, terms.maxDiscountPaise);
  return { ok: true, discountPaise: Math.min(capped, situation.subtotalPaise) };
}
