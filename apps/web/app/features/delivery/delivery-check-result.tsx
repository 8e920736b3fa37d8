import { useRouteLoaderData } from "react-router";
import { Banknote, CircleAlert, MapPin } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { formatDeliveryRange, timeLeftToOrder } from "./delivery-dates.ts";
import type { DeliveryCheck, DeliveryPromise } from "./delivery-promise.ts";
import { useNow } from "./use-now.ts";

/** The registry writes districts in capitals ("BENGALURU URBAN"): as a place name, "Bengaluru Urban". */
function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

/** "Baroda House, New Delhi, Delhi"; the district once when the office bears its name. */
function placeOf(promise: DeliveryPromise): string {
  const district = titleCase(promise.district);
  const parts = [promise.office, district.toLowerCase() === promise.office.toLowerCase() ? "" : district, promise.state];
  return parts.filter(Boolean).join(", ");
}

/**
 * What a PIN code check says, in the shopper's language: where it goes, the days it arrives between
 * (and the time left to order for them), and whether cash on delivery is taken there and if not why;
 * or why there is no answer. Never colour alone: each line has its words and an icon.
 */
export function DeliveryCheckResult({ check }: { check: DeliveryCheck }) {
  const t = useT();
  const language = useRouteLoaderData<typeof rootLoader>("root")?.language.code ?? "en";
  const now = useNow();

  if (check.kind !== "found") {
    const text =
      check.kind === "malformed"
        ? t("deliveryPinMalformed")
        : check.kind === "unknown"
          ? t("deliveryPinUnknown", { pin: check.pin })
          : t("deliveryCheckFailed");
    return (
      <p className="delivery-result__line delivery-result__line--problem" data-testid="delivery-problem">
        <CircleAlert aria-hidden="true" size={18} />
        <span>{text}</span>
      </p>
    );
  }

  const { promise } = check;
  if (!promise.deliverable) {
    return (
      <p className="delivery-result__line delivery-result__line--problem" data-testid="delivery-problem">
        <CircleAlert aria-hidden="true" size={18} />
        <span>{t("deliveryNotDeliverable", { pin: promise.pinCode })}</span>
      </p>
    );
  }
  const left = now && timeLeftToOrder(promise.orderBy, now);
  const cod = promise.cashOnDelivery;
  return (
    <div className="delivery-result">
      <p className="delivery-result__line">
        <MapPin aria-hidden="true" size={18} />
        <span>{t("deliveryTo", { place: placeOf(promise) })}</span>
      </p>
      {/* One text, worded by the server's Intl and then the browser's, which may write a range differently. */}
      <p className="delivery-result__dates" data-testid="delivery-dates" suppressHydrationWarning>
        {t("deliveryGetItBy", { dates: formatDeliveryRange(promise.earliest, promise.latest, language) })}
      </p>
      {left ? (
        <p className="delivery-result__cut-off">
          {left.hours > 0
            ? t("deliveryOrderWithin", { hours: left.hours, minutes: left.minutes })
            : t("deliveryOrderWithinMinutes", { minutes: left.minutes })}
        </p>
      ) : null}
      <p className={`delivery-result__line${cod.available ? "" : " delivery-result__line--problem"}`} data-testid="delivery-cod">
        <Banknote aria-hidden="true" size={18} />
        <span dir="auto">
          {cod.available
            ? t("deliveryCodAvailable")
            : cod.reason
              ? t("deliveryCodUnavailableBecause", { reason: cod.reason })
              : t("deliveryCodUnavailable")}
        </span>
      </p>
    </div>
  );
}
