import { REFUND_METHOD_LABELS, REFUND_METHODS } from "@chhaap/contract/admin/orders";
import {
  RETURN_ACTION_LABELS,
  RETURN_CONDITION_LABELS,
  type ReturnAction,
  type ReturnDetail,
} from "@chhaap/contract/admin/returns";
import { RETURN_CONDITIONS } from "@chhaap/contract/returns";
import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";

/** The return page's answer to a step: which step, and what the API said (409: the request moved on). */
export type ReturnActionResult = {
  action: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** The request moved on since the page was loaded: the page offers to reload it. */
  movedOn: boolean;
};

type FieldName = "reason" | "carrier" | "awb" | "condition" | "amount" | "method" | "reference" | "date";

/** A field a step's dialog asks for, with what it says and how it is filled in. */
interface StepField {
  name: FieldName;
  label: string;
  hint: string;
  kind: "text" | "textarea" | "amount" | "date" | "refundMethod" | "condition";
  /** Prefilled from the request (the refund's most) or the day. */
  initial?: (request: ReturnDetail, today: string) => string;
}

const SEEN_BY_CUSTOMER = "The customer will see this.";

/** Steps that need a word from staff, or move stock or money, open a dialog first; the others are one press. */
function dialogOf(step: ReturnAction, request: ReturnDetail): { intro?: string; fields: StepField[] } | undefined {
  switch (step) {
    case "approve":
      return request.kind === "exchange"
        ? {
            intro: `Approving takes ${request.quantity} ${request.quantity === 1 ? "piece" : "pieces"} of size ${request.exchangeSize ?? ""} from stock now, kept for the replacement.`,
            fields: [],
          }
        : undefined;
    case "reject":
      return {
        fields: [
          {
            name: "reason",
            label: "Reason",
            hint: "The customer will see this in their e-mail and on their order page.",
            kind: "textarea",
          },
        ],
      };
    case "book-pickup":
      return {
        fields: [
          { name: "carrier", label: "Carrier", hint: SEEN_BY_CUSTOMER, kind: "text" },
          { name: "awb", label: "Pickup AWB number", hint: SEEN_BY_CUSTOMER, kind: "text" },
        ],
      };
    case "receive":
      return {
        intro:
          request.kind === "return"
            ? "Inspect the piece first. Receiving a return issues its GST credit note and starts the refund clock."
            : "Inspect the piece first. Then pack the replacement.",
        fields: [
          {
            name: "condition",
            label: "Condition",
            hint: "A piece fit to sell goes back in stock now; a damaged one stays out of stock.",
            kind: "condition",
          },
        ],
      };
    case "refund":
      return {
        intro: "Record the refund once the money has gone back to the customer.",
        fields: [
          {
            name: "amount",
            label: "Amount refunded (₹)",
            hint:
              request.refundLimit !== null
                ? `At most ₹${request.refundLimit.toLocaleString("en-IN")}: the credit for these pieces, within what the customer paid.`
                : "At most the credit for these pieces.",
            kind: "amount",
            initial: (r) => (r.refundLimit !== null ? String(r.refundLimit) : ""),
          },
          { name: "method", label: "Refunded by", hint: SEEN_BY_CUSTOMER, kind: "refundMethod" },
          {
            name: "reference",
            label: "Refund reference",
            hint: "The UTR, transaction ID or receipt number of the refund. The customer will see this.",
            kind: "text",
          },
          { name: "date", label: "Paid on", hint: "The day the money went back.", kind: "date", initial: (_r, today) => today },
        ],
      };
    case "ship-replacement":
      return {
        fields: [
          { name: "carrier", label: "Carrier", hint: SEEN_BY_CUSTOMER, kind: "text" },
          { name: "awb", label: "Tracking or AWB number", hint: SEEN_BY_CUSTOMER, kind: "text" },
        ],
      };
    default:
      return undefined;
  }
}

function StepInput({
  id,
  field,
  request,
  today,
  error,
}: {
  id: string;
  field: StepField;
  request: ReturnDetail;
  today: string;
  error?: string;
}) {
  const common = {
    id,
    name: field.name,
    required: true,
    defaultValue: field.initial?.(request, today),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-hint${error ? ` ${id}-error` : ""}`,
  };
  switch (field.kind) {
    case "textarea":
      return <textarea {...common} rows={3} maxLength={300} />;
    case "amount":
      return <input {...common} inputMode="decimal" autoComplete="off" />;
    case "date":
      return <input {...common} type="date" max={today} />;
    case "refundMethod":
      return (
        <select {...common} defaultValue={request.refundTo?.kind === "upi" ? "upi" : request.refundTo ? "bank_transfer" : ""}>
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
    case "condition":
      return (
        <select {...common} defaultValue="">
          <option value="" disabled>
            Choose…
          </option>
          {RETURN_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {RETURN_CONDITION_LABELS[condition]}
            </option>
          ))}
        </select>
      );
    default:
      return <input {...common} maxLength={field.name === "reference" ? 120 : 60} autoComplete="off" />;
  }
}

/** One next step on a request: a button, or a button opening the dialog that asks what the step needs. */
export function ReturnStepButton({ step, request, today }: { step: ReturnAction; request: ReturnDetail; today: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const result = useActionData<ReturnActionResult>();
  const pending = useNavigation().state !== "idle";
  const asks = dialogOf(step, request);
  const errors = result?.action === step && !result.ok ? result.errors : {};
  useEffect(() => {
    // Done, or moved on (the page says so above): the dialog closes either way.
    if (result?.action === step && (result.ok || result.movedOn)) dialog.current?.close();
  }, [result, step]);
  const label = RETURN_ACTION_LABELS[step];
  if (!asks) {
    return (
      <Form method="post">
        <input type="hidden" name="step" value={step} />
        <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
          {label}
        </button>
      </Form>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`admin-button ${step === "reject" ? "admin-button--ghost" : "admin-button--primary"}`}
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        className="admin-dialog"
        aria-labelledby={`${step}-title`}
        aria-describedby={asks.intro ? `${step}-intro` : undefined}
      >
        <Form method="post" className="admin-form">
          <h2 id={`${step}-title`}>{label}</h2>
          {asks.intro ? <p id={`${step}-intro`}>{asks.intro}</p> : null}
          <input type="hidden" name="step" value={step} />
          {asks.fields.map((field) => {
            const id = `${step}-${field.name}`;
            return (
              <div key={field.name} className="admin-field">
                <label htmlFor={id}>{field.label}</label>
                <StepInput id={id} field={field} request={request} today={today} error={errors[field.name]} />
                <span id={`${id}-hint`} className="admin-field__hint">
                  {field.hint}
                </span>
                {errors[field.name] ? (
                  <span id={`${id}-error`} className="admin-field__error">
                    {errors[field.name]}
                  </span>
                ) : null}
              </div>
            );
          })}
          <div className="admin-dialog__buttons">
            <button type="button" className="admin-button admin-button--ghost" onClick={() => dialog.current?.close()}>
              Back
            </button>
            <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
              {label}
            </button>
          </div>
        </Form>
      </dialog>
    </>
  );
}
