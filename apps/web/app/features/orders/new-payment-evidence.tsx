import "#app/styles/checkout.css";
import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { type ChosenSnap, PaymentSnapDropZone } from "#app/features/checkout/index.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/**
 * After the shop could not verify a bank transfer: a new screenshot or reference, sent from the order
 * page (a multipart form to the page's action, which passes it to the API).
 */
export function NewPaymentEvidence({ problem }: { problem: string | null }) {
  const t = useT();
  const referenceId = useId();
  const [chosen, setChosen] = useState<ChosenSnap>({ snap: null, preview: null });
  const sending = useNavigation().state === "submitting";
  return (
    <Form method="post" encType="multipart/form-data" className="order-evidence">
      <h2 className="order-detail__title">{t("orderNewEvidenceTitle")}</h2>
      <input type="hidden" name="intent" value="payment" />
      <PaymentSnapDropZone value={chosen} onChange={setChosen} />
      <div className="checkout-field">
        <label htmlFor={referenceId} className="checkout-field__label">
          {t("paymentIdLabel")}
        </label>
        <input
          id={referenceId}
          name="payment_id"
          type="text"
          className="checkout-field__control"
          maxLength={120}
          autoComplete="off"
        />
      </div>
      <div role="alert">{problem ? <p className="order-detail__notice">{problem}</p> : null}</div>
      <button type="submit" className="button button--primary" disabled={sending}>
        {t("orderNewEvidenceSend")}
      </button>
    </Form>
  );
}
