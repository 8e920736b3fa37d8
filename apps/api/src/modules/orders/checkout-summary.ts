import { type CartSummary, COUPON_MESSAGES } from "@chhaap/contract/cart";
import { isUuid } from "@chhaap/contract/ids";
import { ORDER_MESSAGES } from "@chhaap/contract/orders";
import type { Database } from "#src/db/client.ts";
import { orderTotalPaise, shippingPaise } from "#src/modules/cart/pricing.ts";
import { bagCoupon, loadCartLines, ownCartId, pricedCart, reservedOrderNumber } from "#src/modules/cart/service.ts";
import { evaluateCoupon, withValues } from "#src/modules/coupons/service.ts";
import { cashOnDeliveryRefusal } from "#src/modules/delivery/promise.ts";
import { rupees } from "#src/money.ts";
import { notFound } from "#src/plugins/api-error.ts";
import { offersCashOnDelivery, refusesCashOnDelivery } from "./cash-on-delivery.ts";
import { deliveryZone } from "./delivery-zone.ts";
import { findOwnAddress, findShippingRate } from "./queries.ts";

export interface SummaryQuestion {
  addressId?: string;
  countryId?: string;
  couponCode?: string;
  /** BUY NOW: only this line of the bag is being checked out. */
  lineId?: string;
}

/**
 * `GET /api/cart/summary` (ours): the order summary of checkout with the shop's formulas,
 * computed exactly as placing the order will compute it, so the page never does money arithmetic.
 * Without a `couponCode` the coupon kept with the bag is judged; one that no longer applies counts
 * nothing and the answer says so (`dropped`); the next change to the bag lets it go
 * (cart/before-bag-change.ts), not this read. A bag with lines also gets the number its order will
 * carry, drawn by the change that filled it. Reading writes nothing (but opens a user's missing bag).
 */
export async function checkoutSummary(db: Database, userId: string, now: Date, question: SummaryQuestion): Promise<CartSummary> {
  const cartId = await ownCartId(db, userId);
  const [allLines, priced, { rate, zip }, keptCoupon, codRefused] = await Promise.all([
    loadCartLines(db, cartId),
    pricedCart(db, cartId, question.lineId),
    shippingRate(db, userId, question),
    bagCoupon(db, cartId),
    refusesCashOnDelivery(db, userId),
  ]);
  // The PIN code's or district's exclusion, as placing the order with cash on delivery would meet it.
  const refusalHere = zip !== undefined && deliveryZone(rate) === "india" ? await cashOnDeliveryRefusal(db, zip) : null;
  // The lines shown are the lines priced: the whole bag, or the one BUY NOW line.
  const pricedIds = new Set(priced.lines.map((line) => line.id));
  const lines = allLines.filter((line) => pricedIds.has(line._id));
  const { totals } = priced;
  // The kept coupon belongs to the whole bag: a BUY NOW of one piece goes without it.
  const fromBag = !question.couponCode && question.lineId === undefined && priced.lines.length > 0 ? keptCoupon : null;
  const code = question.couponCode || fromBag;
  const verdict = code ? await evaluateCoupon(db, { code, userId, subtotalPaise: totals.subtotalPaise, now }) : undefined;
  const dropped = Boolean(fromBag && verdict && !verdict.ok);
  const discountPaise = verdict?.ok ? verdict.discountPaise : 0;
  const shipping = rate ? shippingPaise(rate.perKgPaise, totals.weightKg) : null;
  return {
    cartId,
    lines,
    total_bag_items: totals.items,
    subtotal: rupees(totals.subtotalPaise),
    listTotal: rupees(totals.listTotalPaise),
    cart_weight: totals.weightKg,
    shipping_charges: shipping === null ? null : rupees(shipping),
    shipping_per_kg: rate ? rupees(rate.perKgPaise) : null,
    countryName: rate?.countryName ?? null,
    discount: rupees(discountPaise),
    coupon:
      code && verdict
        ? {
            code: code.toUpperCase(),
            applied: verdict.ok,
            message: verdict.ok ? COUPON_MESSAGES.applied : verdict.message,
            ...(verdict.ok ? {} : { reason: { code: verdict.code, ...withValues(verdict.params) } }),
            dropped,
          }
        : null,
    total: rupees(orderTotalPaise(totals.subtotalPaise, shipping ?? 0, discountPaise)),
    cash_on_delivery: offersCashOnDelivery(rate) && !codRefused && !refusalHere,
    cash_on_delivery_refused: codRefused,
    cash_on_delivery_refused_here: refusalHere && { reason: refusalHere.reason || null },
    delivery_zone: deliveryZone(rate),
    order_number: priced.lines.length > 0 ? await reservedOrderNumber(db, cartId) : null,
  };
}

/** The rate of the chosen address's country (and the address's PIN code), or of a country chosen alone. */
async function shippingRate(db: Database, userId: string, question: SummaryQuestion) {
  if (question.addressId) {
    const id = question.addressId.toLowerCase();
    const address = isUuid(id) ? await findOwnAddress(db, userId, id) : undefined;
    if (!address) throw notFound("order.address_not_found", ORDER_MESSAGES.addressNotFound);
    return { rate: await findShippingRate(db, { name: address.country }), zip: address.zip };
  }
  if (question.countryId && isUuid(question.countryId))
    return { rate: await findShippingRate(db, { id: question.countryId.toLowerCase() }), zip: undefined };
  return { rate: undefined, zip: undefined };
}
