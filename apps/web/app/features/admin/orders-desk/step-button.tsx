import {
  DESK_ACTION_LABELS,
  type DeskAction,
  type DeskOrderDetail,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
} from "@chhaap/contract/admin/orders";
import { RTO_REASON_LABELS, RTO_REASONS } from "@chhaap/contract/returns";
import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { formatInr } from "#app/features/admin/kit/desk-format.ts";

/** The order page's answer to a change: which form it was (and which step), and what the API said. */
export type OrderActionResult = {
  intent: string;
  action?: string;
  /** The flagged payment a settling form was about, and what it sent (kept when refused). */
  flagId?: string;
  values?: Record<string, string>;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
};

/** A field a step's dialog asks for, with what it says and how it is filled in. */
interface StepField {
  name: "reason" | "carrier" | "trackingNumber" | "reference" | "amountReceived" | "method";
  label: string;
  hint: string;
  kind: "text" | "textarea" | "amount" | "refundMethod" | "rtoReason";
  /** Prefilled from what the order already says (the customer's reference, its total). */
  initial?: (order: DeskOrderDetail) => string;
}

const SEEN_BY_CUSTOMER = "The customer will see this.";
const INVOICE_NOW = "Confirming issues the order's GST invoice now, with the next number; it cannot be changed afterwards.";

/**
 * Steps that need a word from staff, or issue an invoice, open a dialog first; the others are one press.
 * Each dialog says what the step does that cannot be undone.
 */
const STEP_DIALOGS: Partial<Record<DeskAction, { intro?: string | ((order: DeskOrderDetail) => string); fields: StepField[] }>> =
  {
    "confirm-payment": {
      intro: `Check the shop's bank account first: enter the transfer as it shows there. ${INVOICE_NOW}`,
      fields: [
        {
          name: "reference",
          label: "Bank's reference (UTR or transaction ID)",
          hint: "As the shop's account shows it; prefilled with what the customer typed.",
          kind: "text",
          initial: (order) => order.payment.reference ?? "",
        },
        {
          name: "amountReceived",
          label: "Amount received (₹)",
          hint: "What reached the account: at least the order's total.",
          kind: "amount",
          initial: (order) => String(order.total),
        },
      ],
    },
    confirm: { intro: INVOICE_NOW, fields: [] },
    "reject-payment": {
      fields: [
        {
          name: "reason",
          label: "Reason",
          hint: "The customer will see this in their e-mail and on their order page. Keep notes for the shop in Internal notes.",
          kind: "textarea",
        },
      ],
    },
    ship: {
      fields: [
        { name: "carrier", label: "Carrier", hint: SEEN_BY_CUSTOMER, kind: "text" },
        { name: "trackingNumber", label: "Tracking number", hint: SEEN_BY_CUSTOMER, kind: "text" },
      ],
    },
    "return-to-origin": {
      intro:
        "The courier brought the parcel back undelivered. Its pieces go back in stock, a coupon it used can be used again, an invoiced order gets its credit note, and a paid order is owed its refund. The customer is mailed.",
      fields: [{ name: "reason", label: "Why it came back", hint: SEEN_BY_CUSTOMER, kind: "rtoReason" }],
    },
    "decline-cancellation": {
      intro: "The order goes ahead as it is. The customer is mailed your reason.",
      fields: [
        {
          name: "reason",
          label: "Reason",
          hint: "The customer will see this in their e-mail. Say why it cannot be cancelled now (already packed, made to order…).",
          kind: "textarea",
        },
      ],
    },
    cancel: {
      intro:
        "Its pieces go back in stock and a coupon it used can be used again; an invoiced order gets its credit note and a paid one is owed its refund.",
      fields: [
        {
          name: "reason",
          label: "Reason",
          hint: "The customer will see this in their e-mail and on their order page. Keep notes for the shop in Internal notes.",
          kind: "textarea",
        },
      ],
    },
    "refund-online": {
      intro: (order) =>
        `Razorpay gives ${formatInr(order.payment.online?.amount ?? order.total)} back to the card, UPI account or bank the customer paid from, now. It cannot be undone. The customer is mailed the refund's reference.`,
      fields: [],
    },
    refund: {
      intro: "Record the refund once the money has gone back to the customer.",
      fields: [
        { name: "method", label: "Refunded by", hint: SEEN_BY_CUSTOMER, kind: "refundMethod" },
        {
          name: "reference",
          label: "Refund reference",
          hint: "The UTR, transaction ID or receipt number of the refund. The customer will see this.",
          kind: "text",
        },
      ],
    },
  };

function StepInput({
  step,
  field,
  order,
  error,
}: {
  step: DeskAction;
  field: StepField;
  order: DeskOrderDetail;
  error?: string;
}) {
  const id = `${step}-${field.name}`;
  const common = {
    id,
    name: field.name,
    required: true,
    defaultValue: field.initial?.(order),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-hint`,
  };
  switch (field.kind) {
    case "textarea":
      return <textarea {...common} rows={3} maxLength={300} />;
    case "amount":
      return <input {...common} inputMode="decimal" autoComplete="off" />;
    case "rtoReason":
      return (
        <select {...common} defaultValue="">
          <option value="" disabled>
            Choose…
          </option>
          {RTO_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {RTO_REASON_LABELS[reason]}
            </option>
          ))}
        </select>
      );
    case "refundMethod":
      return (
        <select {...common} defaultValue="">
          <option value="" disabled>
            Choose…
          </option>
          {REFUND_METHODS.map((method) => (
            <option key={method} value={method}>
              {REFUND_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      );
    default:
      return <input {...common} maxLength={field.name === "reference" ? 120 : 60} autoComplete="off" />;
  }
}

/** One next step on the order: a button, or a button opening the dialog that asks what the step needs. */
export function StepButton({ step, order }: { step: DeskAction; order: DeskOrderDetail }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const result = useActionData<OrderActionResult>();
  const pending = useNavigation().state !== "idle";
  const asks = STEP_DIALOGS[step];
  const errors = result?.intent === "step" && result.action === step && !result.ok ? result.errors : {};
  useEffect(() => {
    if (result?.intent === "step" && result.action === step && result.ok) dialog.current?.close();
  }, [result, step]);
  const danger = step === "cancel" || step === "reject-payment" || step === "decline-cancellation";
  if (!asks) {
    return (
      <Form method="post">
        <input type="hidden" name="intent" value="step" />
        <input type="hidden" name="step" value={step} />
        <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
          {DESK_ACTION_LABELS[step]}
        </button>
      </Form>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`admin-button ${danger ? "admin-button--ghost" : "admin-button--primary"}`}
        onClick={() => dialog.current?.showModal()}
      >
        {DESK_ACTION_LABELS[step]}
      </button>
      <dialog
        ref={dialog}
        className="admin-dialog"
        aria-labelledby={`${step}-title`}
        aria-describedby={asks.intro ? `${step}-intro` : undefined}
      >
        <Form method="post" className="admin-form">
          <h2 id={`${step}-title`}>{DESK_ACTION_LABELS[step]}</h2>
          {asks.intro ? <p id={`${step}-intro`}>{typeof asks.intro === "string" ? asks.intro : asks.intro(order)}</p> : null}
          <input type="hidden" name="intent" value="step" />
          <input type="hidden" name="step" value={step} />
          {asks.fields.map((field) => (
            <div key={field.name} className="admin-field">
              <label htmlFor={`${step}-${field.name}`}>{field.label}</label>
              <StepInput step={step} field={field} order={order} error={errors[field.name]} />
              <span id={`${step}-${field.name}-hint`} className="admin-field__hint">
                {field.hint}
              </span>
              {errors[field.name] ? <span className="admin-field__error">{errors[field.name]}</span> : null}
            </div>
          ))}
          <div className="admin-dialog__buttons">
            <button type="button" className="admin-button admin-button--ghost" onClick={() => dialog.current?.close()}>
              Back
            </button>
            <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
              {DESK_ACTION_LABELS[step]}
            </button>
          </div>
        </Form>
      </dialog>
    </>
  );
}
