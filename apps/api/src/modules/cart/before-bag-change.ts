import type { Database } from "#src/db/client.ts";
import { evaluateCoupon } from "#src/modules/coupons/service.ts";
import { newOrderNumber } from "#src/modules/orders/order-number.ts";
import { bagCoupon, dropBagCouponIf, nextOrderNumber, ownCartId, pricedCart } from "./service.ts";

/**
 * What reading the bag's summary used to write, done by the next change to the bag instead, so
 * `GET /api/cart/summary` changes nothing. Called first by every route that changes the bag's lines.
 * - The number the next order will carry is drawn (once; checkout shows it as the payment reference).
 * - The coupon kept with the bag is judged whenever the summary is read, and the summary says when
 *   it no longer applies (`coupon.dropped`) and counts nothing for it. The change lets such a coupon
 *   go, judged against the bag as the shopper last saw it, so what the summary said ("no longer
 *   applies and has been removed") stays true even when the change would make it apply again.
 */
export async function beforeBagChange(db: Database, userId: string, now: Date): Promise<void> {
  const cartId = await ownCartId(db, userId);
  await nextOrderNumber(db, cartId, newOrderNumber);
  const code = await bagCoupon(db, cartId);
  if (!code) return;
  const { lines, totals } = await pricedCart(db, cartId);
  // An empty bag's summary judges no kept coupon (orders/checkout-summary.ts): nothing was said of it.
  if (lines.length === 0) return;
  const verdict = await evaluateCoupon(db, { code, userId, subtotalPaise: totals.subtotalPaise, now });
  if (!verdict.ok) await dropBagCouponIf(db, cartId, code);
}
