import type { SiteInfo } from "@chhaap/contract/site";
import { Copy, Smartphone } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { type Ref, useId } from "react";
import { useNotify } from "#app/components/notification.tsx";
import { BASE_CURRENCY, formatPrice } from "#app/lib/currency.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { upiPayLink } from "#app/lib/upi-link.ts";
import { type ChosenSnap, PaymentSnapDropZone } from "./payment-snap-drop-zone.tsx";

export interface PaymentEvidence extends ChosenSnap {
  paymentId: string;
}

/**
 * Spec 2 step 2 "Payment": the shop's bank details, a UPI QR code and link for the exact amount in INR
 * with the checkout's reference (scan on a computer, tap on a phone), then a payment screenshot (with
 * preview) or a transaction/reference ID.
 */
export function PaymentStep({
  bank,
  amountInr,
  reference,
  evidence,
  onEvidence,
  submitting,
  onPrevious,
  onSubmit,
  headingRef,
}: {
  bank: NonNullable<SiteInfo["bank"]> | null;
  amountInr: number;
  reference: string;
  evidence: PaymentEvidence;
  onEvidence: (evidence: PaymentEvidence) => void;
  submitting: boolean;
  onPrevious: () => void;
  onSubmit: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  const notify = useNotify();
  const paymentIdId = useId();
  const amount = formatPrice(amountInr, BASE_CURRENCY);
  const upiLink = bank ? upiPayLink({ upiId: bank.upiId, payee: bank.accountName, amountInr, note: reference }) : "";

  function copy(value: string) {
    navigator.clipboard?.writeText(value).then(
      () => notify("success", t("copied")),
      () => notify("warning", t("copyFailed")),
    );
  }

  const rows: { label: string; value: string }[] = bank
    ? [
        { label: t("bankAccountName"), value: bank.accountName },
        { label: t("bankAccountNumber"), value: bank.accountNumber },
        { label: t("bankIfsc"), value: bank.ifsc },
        { label: t("bankName"), value: bank.bankName },
        { label: t("bankBranch"), value: bank.branch },
        { label: t("bankUpiId"), value: bank.upiId },
      ]
    : [];

  return (
    <section className="checkout-panel" aria-labelledby="payment-title">
      <h2 id="payment-title" className="checkout-panel__title" tabIndex={-1} ref={headingRef}>
        {t("stepPayment")}
      </h2>
      <div className="pay-amount">
        <p className="pay-amount__label">{t("amountToPay")}</p>
        <p className="pay-amount__value">{amount}</p>
        <p className="pay-amount__reference">
          {t("paymentReference")} <strong>{reference}</strong>
        </p>
        <p className="pay-amount__note">{t("paymentInstructions")}</p>
      </div>
      {bank ? (
        <>
          <dl className="bank-details">
            {rows.map((row) => (
              <div key={row.label} className="bank-details__row">
                <dt>{row.label}</dt>
                <dd>
                  <span className="bank-details__value">{row.value}</span>
                  <button type="button" className="bank-details__copy" onClick={() => copy(row.value)}>
                    <Copy aria-hidden="true" size={14} />
                    <span className="visually-hidden">{t("copyValue", { label: row.label })}</span>
                  </button>
                </dd>
              </div>
            ))}
          </dl>
          <div className="upi-pay">
            <figure className="upi-pay__qr">
              <QRCodeSVG value={upiLink} size={168} marginSize={2} level="M" title={t("upiQrLabel", { amount })} />
              <figcaption>{t("upiQrHint", { amount })}</figcaption>
            </figure>
            <a className="button button--ghost upi-link" href={upiLink}>
              <Smartphone aria-hidden="true" size={18} />
              {t("payWithUpi", { amount })}
            </a>
          </div>
        </>
      ) : (
        <p className="checkout-panel__notice" role="alert">
          {t("bankDetailsUnavailable")}
        </p>
      )}

      <div className="payment-evidence">
        <PaymentSnapDropZone value={evidence} onChange={(chosen) => onEvidence({ ...evidence, ...chosen })} />
        <p className="payment-evidence__or">{t("or")}</p>
        <div className="checkout-field">
          <label htmlFor={paymentIdId} className="checkout-field__label">
            {t("paymentIdLabel")}
          </label>
          <input
            id={paymentIdId}
            type="text"
            name="payment_id"
            className="checkout-field__control"
            value={evidence.paymentId}
            onChange={(event) => onEvidence({ ...evidence, paymentId: event.target.value })}
            maxLength={120}
            autoComplete="off"
          />
        </div>
      </div>
      <div className="checkout-panel__actions">
        <button type="button" className="button button--ghost" onClick={onPrevious} disabled={submitting}>
          {t("previousStep")}
        </button>
        <button type="button" className="button button--primary" onClick={onSubmit} disabled={submitting}>
          {submitting ? t("submittingOrder") : t("submitOrder")}
        </button>
      </div>
    </section>
  );
}
