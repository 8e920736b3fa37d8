import "#app/styles/delivery.css";
import { type DeliveryCheck, DeliveryCheckResult } from "#app/features/delivery/index.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/**
 * Under the delivery address: the days the bag's pieces arrive between at its PIN code (the slowest
 * piece counts) and whether cash on delivery is taken there. Nothing for an address abroad.
 */
export function CheckoutDelivery({ check }: { check: DeliveryCheck | null }) {
  const t = useT();
  if (!check) return null;
  return (
    <section
      className="checkout-delivery"
      aria-label={t("checkoutDeliveryTitle", { pin: check.pin })}
      data-testid="checkout-delivery"
    >
      <p className="checkout-delivery__title">{t("checkoutDeliveryTitle", { pin: check.pin })}</p>
      <DeliveryCheckResult check={check} />
    </section>
  );
}

/** Cash on delivery refused at the address's PIN code or district, with the shop's reason; null when it is not. */
export function codRefusedHere(check: DeliveryCheck | null): { reason: string | null } | null {
  if (check?.kind !== "found" || check.promise.cashOnDelivery.available) return null;
  return { reason: check.promise.cashOnDelivery.reason };
}
