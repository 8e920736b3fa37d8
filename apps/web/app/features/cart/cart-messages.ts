import { CART_MESSAGES, COUPON_MESSAGES } from "@chhaap/contract/cart-messages";
import { ORDER_MESSAGES } from "@chhaap/contract/order-messages";
import { translateMessage } from "#app/lib/account-messages.ts";
import type { Translate } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";

/**
 * The contract's bag, coupon and order messages are English (the API sends them); each one a shopper
 * can meet on the cart, checkout and order screens has a translation key. Address messages are the
 * account screens' (same contract, same keys).
 */
const MESSAGE_KEYS: Record<string, MessageKey> = {
  [CART_MESSAGES.duplicate]: "alreadyInCart",
  [CART_MESSAGES.variantNotFound]: "cartVariantNotFound",
  [CART_MESSAGES.sizeRequired]: "selectSize",
  [CART_MESSAGES.sizeUnknown]: "cartSizeUnknown",
  [CART_MESSAGES.quantityInvalid]: "cartQuantityInvalid",
  [CART_MESSAGES.outOfStock]: "cartOutOfStock",
  [CART_MESSAGES.tooManyLines]: "cartTooManyLines",
  [CART_MESSAGES.empty]: "cartEmptyMessage",
  [CART_MESSAGES.noShipping]: "cartNoShipping",
  [CART_MESSAGES.lineNotFound]: "cartLineNotFound",
  [COUPON_MESSAGES.applied]: "couponApplied",
  [COUPON_MESSAGES.removed]: "couponRemovedMessage",
  [COUPON_MESSAGES.invalid]: "couponInvalid",
  [COUPON_MESSAGES.expired]: "couponExpired",
  [COUPON_MESSAGES.notStarted]: "couponNotStarted",
  [COUPON_MESSAGES.usedUp]: "couponUsedUp",
  [COUPON_MESSAGES.alreadyUsed]: "couponAlreadyUsed",
  [COUPON_MESSAGES.emptyBag]: "couponEmptyBag",
  [ORDER_MESSAGES.placed]: "orderPlaced",
  [ORDER_MESSAGES.loginRequired]: "loginToPlaceOrder",
  [ORDER_MESSAGES.addressRequired]: "orderAddressRequired",
  [ORDER_MESSAGES.paymentEvidenceRequired]: "paymentEvidenceRequired",
  [ORDER_MESSAGES.paymentSnapNotImage]: "paymentSnapNotImage",
  [ORDER_MESSAGES.paymentSnapTooLarge]: "paymentSnapTooLarge",
  [ORDER_MESSAGES.cardUnavailable]: "orderCardUnavailable",
  [ORDER_MESSAGES.paymentMethodInvalid]: "orderCardUnavailable",
  [ORDER_MESSAGES.cashOnDeliveryIndiaOnly]: "orderCashOnDeliveryIndiaOnly",
  [ORDER_MESSAGES.notFound]: "orderNotFound",
  [ORDER_MESSAGES.trackNotFound]: "trackNotFound",
  [ORDER_MESSAGES.trackFieldsRequired]: "trackFieldsRequired",
  "Too many coupon attempts. Please wait a minute and try again.": "accountTooManyRequests",
};

/** Messages with a value inside: "Only 2 left in size M.", "Add items worth ₹1,500 or more ...". */
const PATTERNS: { pattern: RegExp; key: MessageKey; names: string[] }[] = [
  { pattern: /^Only (\d+) left in size (.+)\.$/, key: "cartOnlyLeft", names: ["count", "size"] },
  { pattern: /^Add items worth (.+) or more to use this coupon\.$/, key: "couponMinimum", names: ["amount"] },
  {
    pattern: /^Sorry, (.+) \((.+)\) is no longer available in that quantity\.$/,
    key: "orderNoLongerAvailable",
    names: ["name", "size"],
  },
];

/** An API message in the shopper's language; one we do not know is shown as the API wrote it. */
export function translateShopMessage(t: Translate, message: string): string {
  const key = MESSAGE_KEYS[message];
  if (key) return t(key);
  for (const { pattern, key: patternKey, names } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(patternKey, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ""])));
  }
  return translateMessage(t, message);
}

/**
 * Why the summary's coupon gives no discount: the reason, or (for the coupon kept with the bag, which
 * has now been let go) that it no longer applies and why.
 */
export function refusedCouponMessage(t: Translate, coupon: { code: string; message: string; dropped: boolean }): string {
  const reason = translateShopMessage(t, coupon.message);
  return coupon.dropped ? t("couponDropped", { code: coupon.code, reason }) : reason;
}
