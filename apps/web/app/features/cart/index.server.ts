// The bag's server helpers other features' loaders and actions may use.
export { applyCoupon, buyNowLine } from "./cart-changes.server.ts";
export { applyCouponIntent } from "./cart-intent.ts";
