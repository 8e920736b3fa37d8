import type { ErrorCode } from "@chhaap/contract/error-codes";
import { errorText } from "#app/lib/error-text.ts";
import type { Translate } from "#app/lib/i18n/i18n-provider.tsx";

/**
 * Why the summary's coupon gives no discount: the reason, by its code, or (for the coupon kept with
 * the bag, which has now been let go) that it no longer applies and why.
 */
export function refusedCouponMessage(
  t: Translate,
  coupon: {
    code: string;
    message: string;
    reason?: { code: ErrorCode; params?: Record<string, string | number> } | undefined;
    dropped: boolean;
  },
): string {
  const reason = errorText(t, { ...coupon.reason, message: coupon.message }, "couponInvalid");
  return coupon.dropped ? t("couponDropped", { code: coupon.code, reason }) : reason;
}
