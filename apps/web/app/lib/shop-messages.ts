import { CART_MESSAGES, COUPON_MESSAGES } from "@chhaap/contract/cart-messages";
import { NEWSLETTER_MESSAGES } from "@chhaap/contract/newsletter-messages";
import { ORDER_MESSAGES } from "@chhaap/contract/order-messages";
import type { Translate } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import { translateMessage } from "./account-messages.ts";

/**
 * Messages of the bag, coupon and order screens that carry no error code: what a success says, and
 * the per-field messages of the contract's schemas (the browser checks the same schemas before
 * sending, so those messages have no answer around them). Refusals are translated by their code
 * (lib/error-text.ts). Address messages are the account screens' (same contract, same keys).
 */
const MESSAGE_KEYS: Record<string, MessageKey> = {
  [CART_MESSAGES.variantNotFound]: "cartVariantNotFound",
  [CART_MESSAGES.sizeRequired]: "selectSize",
  [CART_MESSAGES.quantityInvalid]: "cartQuantityInvalid",
  [COUPON_MESSAGES.applied]: "couponApplied",
  [COUPON_MESSAGES.removed]: "couponRemovedMessage",
  [COUPON_MESSAGES.invalid]: "couponInvalid",
  [ORDER_MESSAGES.placed]: "orderPlaced",
  [ORDER_MESSAGES.paymentMethodInvalid]: "orderCardUnavailable",
  [ORDER_MESSAGES.trackFieldsRequired]: "trackFieldsRequired",
  [NEWSLETTER_MESSAGES.subscribed]: "newsletterSubscribed",
};

/** A success or field message in the shopper's language; one we do not know is shown as written. */
export function translateShopMessage(t: Translate, message: string): string {
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : translateMessage(t, message);
}
