import type { OrderDetail } from "@chhaap/contract/orders";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** A delivery or billing address as recorded on the order. */
export function OrderAddress({ title, address }: { title: string; address: OrderDetail["shipping_address"] }) {
  const t = useT();
  return (
    <section className="order-address" aria-label={title}>
      <h3 className="order-address__title">{title}</h3>
      <address className="order-address__body">
        <span dir="auto">{address.name}</span>
        <span dir="auto">{[address.addressLine1, address.addressLine2].filter(Boolean).join(", ")}</span>
        <span dir="auto">{[address.city, address.state, address.zip].filter(Boolean).join(", ")}</span>
        <span dir="auto">{address.country}</span>
        {address.phone ? <span>{t("phoneValue", { phone: address.phone })}</span> : null}
      </address>
    </section>
  );
}
