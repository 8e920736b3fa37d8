import type { NotificationType } from "#app/components/notification.tsx";
import { type ErrorReason, refusalText } from "#app/lib/error-text.ts";
import type { Translate } from "#app/lib/i18n/i18n-provider.tsx";
import type { AddToBagAnswer } from "./add-to-bag-intent.ts";
import type { CartAnswer } from "./cart-action.server.ts";

/**
 * What a bag change's answer says to the shopper, or null when the change itself shows it (a line's
 * new quantity, a line gone, a coupon removed). A refusal is a warning, a call that got no answer an
 * error; the API's own reason is shown when it gave one.
 */
export function bagChangeNotice(t: Translate, answer: CartAnswer): { type: NotificationType; text: string } | null {
  switch (answer.intent) {
    case "set-quantity":
      if (answer.ok) return null;
      return { type: answer.status === 0 ? "danger" : "warning", text: refusalText(t, answer, "quantityUpdateFailed") };
    case "remove":
      if (answer.ok) return null;
      return answer.status === 0
        ? { type: "danger", text: t("deleteItemError") }
        : { type: "warning", text: t("deleteItemFailed") };
    case "apply-coupon":
      return appliedCouponNotice(t, answer);
    case "remove-coupon":
      return answer.ok ? null : { type: "danger", text: refusalText(t, answer) };
    case "merge-guest-bag":
      return answer.ok && answer.skipped ? { type: "warning", text: t("bagMergedSkipped", { count: answer.skipped }) } : null;
  }
}

/** What applying a coupon (in the bag or at checkout) says: applied, no answer, or the API's reason. */
export function appliedCouponNotice(
  t: Translate,
  answer: { ok: boolean; status: number; message: string | null; error?: ErrorReason | null },
): { type: "success" | "danger"; text: string } {
  if (answer.ok) return { type: "success", text: t("couponApplied") };
  if (answer.status === 0) return { type: "danger", text: t("couponNetworkError") };
  return { type: "danger", text: refusalText(t, answer, "couponInvalid") };
}

/** What a refused ADD TO CART or BUY NOW says: the size first, then the API's reason, else a general failure. */
export function addToBagNotice(t: Translate, answer: AddToBagAnswer): { type: NotificationType; text: string } {
  if (answer.sizeMissing) return { type: "warning", text: t("selectSize") };
  if (answer.intent === "add-to-cart" && answer.status === 409 && (!answer.error || answer.error.code === "cart.duplicate")) {
    return { type: "warning", text: t("alreadyInCart") };
  }
  // A refusal the shopper can act on (only 2 left, size gone) is said in their words.
  if (answer.error && answer.status >= 400 && answer.status < 500) return { type: "warning", text: refusalText(t, answer) };
  return { type: "danger", text: t("addToCartFailed") };
}
