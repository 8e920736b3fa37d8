// The bag's public face: what other features and the shared shell may use. Everything else in this
// folder is the bag's own (checked by scripts/check-web-boundaries.mjs).
export type { AddToBagAnswer } from "./add-to-bag-intent.ts";
export { addToBagNotice, appliedCouponNotice } from "./bag-change-notice.ts";
export { BagLink } from "./bag-link.tsx";
export { type BuyNowItem, buyNowParam, parseBuyNowParam } from "./buy-now-param.ts";
export { isSoldOut } from "./cart-lines.ts";
export { announceCartChanged, countGuestCart, GUEST_CART_KEY, storeGuestCart } from "./guest-cart.ts";
export {
  addGuestCartLine,
  buildCartLine,
  buyNowState,
  clampQuantity,
  type GuestCartLine,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from "./guest-cart-line.ts";
export { refusedCouponMessage } from "./refused-coupon-message.ts";
