import type { NotificationType } from "#app/components/notification.tsx";
import type { Translate } from "#app/lib/i18n/i18n-provider.tsx";
import type { AddToBagAnswer } from "./add-to-bag-intent.ts";
import type { CartAnswer } from "./cart-action.server.ts";
import { translateShopMessage } from "./cart-messages.ts";

/**
 * What a bag change's answer says to the shopper, or null when the change itself shows it (a line's
 * new quantity, a line gone, a coupon removed). A refusal is a warning, a call that got no answer an
 * error; the API's own reason is shown when it gave one.
 */
export function bagChangeNotice(t: Translate, answer: CartAnswer): { type: NotificationType; text: string } | null {
  const reason = answer.message ? translateShopMessage(t, answer.message) : null;
  switch (answer.intent) {
    case "set-quantity":
      if (answer.ok) return null;
      return { type: answer.status === 0 ? "danger" : "warning", text: reason ?? t("quantityUpdateFailed") };
    case "remove":
      if (answer.ok) return null;
      return answer.status === 0
        ? { type: "danger", text: t("deleteItemError") }
        : { type: "warning", text: t("deleteItemFailed") };
    case "apply-coupon":
      if (answer.ok) return { type: "success", text: t("couponApplied") };
      if (answer.status === 0) return { type: "danger", text: t("couponNetworkError") };
      return { type: "danger", text: reason ?? t("couponInvalid") };
    case "remove-coupon":
      return answer.ok ? null : { type: "danger", text: reason ?? t("somethingWentWrong") };
    case "merge-guest-bag":
      return answer.ok && answer.skipped ? { type: "warning", text: t("bagMergedSkipped", { count: answer.skipped }) } : null;
  }
}

/** What a refused ADD TO CART or BUY NOW says: the size first, then the API's reason, else a general failure. */
export function addToBagNotice(t: Translate, answer: AddToBagAnswer): { type: NotificationType; text: string } {
  if (answer.sizeMissing) return { type: "warning", text: t("selectSize") };
  const reason = answer.message ? translateShopMessage(t, answer.message) : null;
  if (answer.intent === "add-to-cart" && answer.status === 409 && (!reason || reason === t("alreadyInCart"))) {
    return { type: "warning", text: t("alreadyInCart") };
  }
  // A refusal the shopper can act on (only 2 left, size gone) is shown as the server wrote it.
  if (reason && answer.status >= 400 && answer.status < 500) return { type: "warning", text: reason };
  return { type: "danger", text: t("addToCartFailed") };
}
