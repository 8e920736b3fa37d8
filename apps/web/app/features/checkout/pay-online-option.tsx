import { ShieldCheck } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/**
 * "Pay online (UPI, cards, net banking)" among checkout's ways to pay, offered when the shop has its
 * gateway keys, for any address it ships to. It says where the shopper pays and that an unpaid order
 * does not wait for ever; the API gives the exact time only once the order is placed (`pay_by`).
 */
export function PayOnlineOption({
  checked,
  onChoose,
  form,
}: {
  checked: boolean;
  onChoose: () => void;
  /** The order form the radio belongs to, where it sits outside it. */
  form?: string;
}) {
  const t = useT();
  return (
    <label className="payment-method">
      <input type="radio" name="payment_method" value="credit_card" form={form} checked={checked} onChange={onChoose} />
      <ShieldCheck aria-hidden="true" size={20} />
      <span>
        <strong>{t("payOnline")}</strong>
        <span className="payment-method__note">{t("payOnlineNote")}</span>
      </span>
    </label>
  );
}
