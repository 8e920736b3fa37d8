import type { SiteInfo } from "@chhaap/contract/site";
import { QRCodeSVG } from "qrcode.react";
import type { Ref } from "react";
import { Banknote, Copy, Landmark, Smartphone } from "#app/components/icons.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { upiPayLink } from "#app/features/checkout/upi-link.ts";
import { BASE_CURRENCY, formatPrice } from "#app/lib/currency.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { PayOnlineOption } from "./pay-online-option.tsx";
import { type ChosenSnap, PaymentSnapDropZone } from "./payment-snap-drop-zone.tsx";
import { TransferReferenceField } from "./transfer-reference-field.tsx";

export type CheckoutPaymentMethod = "bank_transfer" | "cash_on_delivery" | "credit_card";

export interface PaymentEvidence extends ChosenSnap {
  paymentId: string;
}

/**
 * Step 2, payment: the shop's bank details, a UPI QR code and link for the exact amount in INR
 * with the order number as the one payment reference (scan on a computer, tap on a phone), then a
 * payment screenshot (with preview) or a transaction/reference ID. Cash on delivery is offered beside
 * the transfer where the delivery address allows it (India). A shopper paying from abroad gets the
 * SWIFT code instead of UPI, which works only from Indian bank accounts.
 */
export function PaymentStep({
  bank,
  amountInr,
  reference,
  method,
  cashOnDelivery,
  cashOnDeliveryRefused,
  codRefusedHere,
  codRefusal,
  online,
  abroad,
  onMethod,
  evidence,
  onEvidence,
  referenceRefused,
  referenceRef,
  submitting,
  onPrevious,
  onSubmit,
  headingRef,
}: {
  bank: NonNullable<SiteInfo["bank"]> | null;
  amountInr: number;
  /** The order number the order will carry. */
  reference: string;
  method: CheckoutPaymentMethod;
  /** Cash on delivery is offered for this delivery address. */
  cashOnDelivery: boolean;
  /** Cash on delivery is refused to this customer: too many parcels came back undelivered. */
  cashOnDeliveryRefused: boolean;
  /** Cash on delivery is not taken at the address's PIN code or district (the shop's reason), or null. */
  codRefusedHere: { reason: string | null } | null;
  /** The server's refusal of cash on delivery for this address when the order was sent, said here. */
  codRefusal: string | null;
  /** Paying online is offered: the shop has its gateway keys. */
  online: boolean;
  /** The delivery address is outside India: the transfer comes from abroad. */
  abroad: boolean;
  onMethod: (method: CheckoutPaymentMethod) => void;
  evidence: PaymentEvidence;
  onEvidence: (evidence: PaymentEvidence) => void;
  /** The typed reference is not one the shop accepts (checked here before sending, or by the server). */
  referenceRefused: boolean;
  referenceRef: Ref<HTMLInputElement>;
  submitting: boolean;
  onPrevious: () => void;
  onSubmit: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  const notify = useNotify();
  const amount = formatPrice(amountInr, BASE_CURRENCY);
  const upiLink = bank && !abroad ? upiPayLink({ upiId: bank.upiId, payee: bank.accountName, amountInr, note: reference }) : "";

  function copy(value: string) {
    // Browsers give the clipboard to HTTPS and localhost pages only (not a LAN address over http).
    if (!navigator.clipboard) {
      notify("warning", t("copyFailed"));
      return;
    }
    navigator.clipboard.writeText(value).then(
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
        ...(abroad
          ? bank.swift
            ? [{ label: t("bankSwift"), value: bank.swift }]
            : []
          : [{ label: t("bankUpiId"), value: bank.upiId }]),
      ]
    : [];

  return (
    <section className="checkout-panel" aria-labelledby="payment-title">
      <h2 id="payment-title" className="checkout-panel__title" tabIndex={-1} ref={headingRef}>
        {t("stepPayment")}
      </h2>
      <fieldset className="payment-methods">
        <legend className="checkout-field__label">{t("paymentMethod")}</legend>
        <label className="payment-method">
          <input
            type="radio"
            name="payment_method"
            value="bank_transfer"
            checked={method === "bank_transfer"}
            onChange={() => onMethod("bank_transfer")}
          />
          <Landmark aria-hidden="true" size={20} />
          <span>
            <strong>{t("paymentMethodBankTransfer")}</strong>
            <span className="payment-method__note">{t("paymentMethodBankTransferNote")}</span>
          </span>
        </label>
        {cashOnDelivery && !codRefusedHere && !codRefusal ? (
          <label className="payment-method">
            <input
              type="radio"
              name="payment_method"
              value="cash_on_delivery"
              checked={method === "cash_on_delivery"}
              onChange={() => onMethod("cash_on_delivery")}
            />
            <Banknote aria-hidden="true" size={20} />
            <span>
              <strong>{t("cashOnDelivery")}</strong>
              <span className="payment-method__note">{t("cashOnDeliveryNote")}</span>
            </span>
          </label>
        ) : (
          <p
            className="payment-method__unavailable"
            data-testid="cod-unavailable"
            dir="auto"
            role={codRefusal ? "alert" : undefined}
          >
            {codRefusal ??
              (codRefusedHere
                ? codRefusedHere.reason
                  ? t("deliveryCodUnavailableBecause", { reason: codRefusedHere.reason })
                  : t("deliveryCodUnavailable")
                : cashOnDeliveryRefused
                  ? t("orderCashOnDeliveryRefused")
                  : t("cashOnDeliveryIndiaOnly"))}
          </p>
        )}
        {online ? <PayOnlineOption checked={method === "credit_card"} onChoose={() => onMethod("credit_card")} /> : null}
      </fieldset>
      <div className="pay-amount">
        <p className="pay-amount__label">{t("amountToPay")}</p>
        <p className="pay-amount__value">{amount}</p>
        <p className="pay-amount__reference">
          {method === "bank_transfer" ? t("paymentReference") : t("orderNumberLabel")} <strong>{reference}</strong>
        </p>
        {method === "bank_transfer" ? <p className="pay-amount__note">{t("paymentInstructions")}</p> : null}
      </div>
      {method !== "bank_transfer" ? null : bank ? (
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
          {abroad ? (
            <p className="pay-amount__note">{t("internationalTransferNote", { amount })}</p>
          ) : (
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
          )}
        </>
      ) : (
        <p className="checkout-panel__notice" role="alert">
          {t("bankDetailsUnavailable")}
        </p>
      )}

      {method === "bank_transfer" ? (
        <div className="payment-evidence">
          <PaymentSnapDropZone value={evidence} onChange={(chosen) => onEvidence({ ...evidence, ...chosen })} />
          <p className="payment-evidence__or">{t("or")}</p>
          <TransferReferenceField
            refused={referenceRefused}
            inputRef={referenceRef}
            value={evidence.paymentId}
            onChange={(event) => onEvidence({ ...evidence, paymentId: event.target.value })}
          />
        </div>
      ) : null}
      <div className="checkout-panel__actions">
        <button type="button" className="button button--ghost" onClick={onPrevious} disabled={submitting}>
          {t("previousStep")}
        </button>
        <button type="button" className="button button--primary" onClick={onSubmit} disabled={submitting}>
          {submitting
            ? t("submittingOrder")
            : method === "cash_on_delivery"
              ? t("placeOrder")
              : method === "credit_card"
                ? t("payOnlineSubmit")
                : t("submitOrder")}
        </button>
      </div>
    </section>
  );
}
