import { COUPON_MESSAGES } from "@chhaap/contract/cart";
import type { Database, Transaction } from "#src/db/client.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { countRedemptions, deleteRedemptionsOfOrder, findCouponByCode, insertRedemption, lockCouponByCode } from "./queries.ts";
import { type CouponRefusal, type CouponVerdict, judgeCoupon, refused } from "./rules.ts";

export interface CouponQuestion {
  code: string;
  userId: string;
  subtotalPaise: number;
  now: Date;
}

/** The verdict on a code for this customer's subtotal now (apply-coupon and the checkout summary). */
export async function evaluateCoupon(db: Database, question: CouponQuestion): Promise<CouponVerdict> {
  const coupon = await findCouponByCode(db, question.code);
  if (!coupon) return refused("coupon.invalid", COUPON_MESSAGES.invalid);
  const used = await countRedemptions(db, coupon.id, question.userId);
  return judgeCoupon(coupon, { ...question, usedTotal: used.total, usedByCustomer: used.byCustomer });
}

export interface CouponHold {
  couponId: string;
  code: string;
  discountPaise: number;
}

/**
 * Inside the order's transaction: locks the coupon row, re-judges it against its limits and the
 * server's subtotal, and answers the discount; a refused code fails the order with its message (400).
 * The redemption row is written by `redeemCoupon` once the order exists, still under the lock, so two
 * concurrent orders can never both take a coupon's last use.
 */
export async function holdCoupon(tx: Transaction, question: CouponQuestion): Promise<CouponHold> {
  const coupon = await lockCouponByCode(tx, question.code);
  if (!coupon)
    throw new ApiError(400, "coupon.invalid", COUPON_MESSAGES.invalid, { errors: { couponCode: COUPON_MESSAGES.invalid } });
  const used = await countRedemptions(tx, coupon.id, question.userId);
  const verdict = judgeCoupon(coupon, { ...question, usedTotal: used.total, usedByCustomer: used.byCustomer });
  if (!verdict.ok) throw couponError(verdict);
  return { couponId: coupon.id, code: coupon.code, discountPaise: verdict.discountPaise };
}

export async function redeemCoupon(
  tx: Transaction,
  hold: CouponHold,
  redemption: { userId: string; orderId: string; at: Date },
): Promise<void> {
  await insertRedemption(tx, {
    couponId: hold.couponId,
    userId: redemption.userId,
    orderId: redemption.orderId,
    discountPaise: hold.discountPaise,
    createdAt: redemption.at,
  });
}

/** A cancelled order's coupon use is given back: the customer (and the coupon's total) may use it again. */
export function releaseRedemption(tx: Transaction, orderId: string): Promise<void> {
  return deleteRedemptionsOfOrder(tx, orderId);
}

/** A refused code as the error answer of the call that used it, the field being the coupon. */
function couponError({ code, params, message }: CouponRefusal): ApiError {
  return new ApiError(400, code, message, { params, errors: { couponCode: message } });
}

/** `{ params }` for a body, or nothing when the message names no value. */
export function withValues(params: Record<string, string | number>): { params?: Record<string, string | number> } {
  return Object.keys(params).length > 0 ? { params } : {};
}
