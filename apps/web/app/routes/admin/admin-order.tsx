import {
  DESK_ACTION_LABELS,
  type DeskAction,
  deskActionRequest,
  deskAddressRequest,
  deskNoteRequest,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
} from "@chhaap/contract/admin/orders";
import { trackingLink } from "@chhaap/contract/carriers";
import { hasInvoice } from "@chhaap/contract/invoice";
import { imageUrlAt } from "@chhaap/contract/media";
import { ORDER_STATUS_LABELS } from "@chhaap/contract/orders";
import { type ReactNode, useEffect, useRef } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { formatInr, PAYMENT_LABELS, WHEN } from "#app/features/admin/kit/desk-format.ts";
import { DeliveryAddressEditor, deliveryStateKnown } from "#app/features/admin/orders-desk/delivery-address-editor.tsx";
import { loadDeskOrder } from "#app/features/admin/orders-desk/desk-order.server.ts";
import { callApi } from "#app/lib/api.server.ts";
import { fieldErrorsOf } from "#app/lib/form-values.ts";
import type { Route } from "./+types/admin-order";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadDeskOrder(context, params.orderNumber);
}

/** The page's changes: a step on the order, an internal note, or a corrected delivery address. */
const orderIntent = z.discriminatedUnion("intent", [
  // "step", not "action": a form field named "action" would hide the form's own action property.
  z.object({
    intent: z.literal("step"),
    step: z.string(),
    reason: z.string().optional(),
    carrier: z.string().optional(),
    trackingNumber: z.string().optional(),
    reference: z.string().optional(),
    amountReceived: z.string().optional(),
    method: z.string().optional(),
  }),
  z.object({ intent: z.literal("note"), text: z.string() }),
  z.object({ intent: z.literal("address") }).catchall(z.string()),
]);

type OrderActionResult = { intent: string; action?: string; ok: boolean; message: string; errors: Record<string, string> };

function answer(result: OrderActionResult, status = 200) {
  return data(result, { status });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const fields = Object.fromEntries([...(await request.formData())].filter(([, value]) => typeof value === "string"));
  const intent = orderIntent.safeParse(fields);
  if (!intent.success)
    return answer({ intent: "unknown", ok: false, message: "That change is not one this page makes.", errors: {} }, 400);
  const path = `/api/admin/orders/${encodeURIComponent(params.orderNumber)}`;
  if (intent.data.intent === "note") {
    const note = deskNoteRequest.safeParse({ text: intent.data.text });
    if (!note.success) return answer({ intent: "note", ok: false, message: "", errors: fieldErrorsOf(note.error) }, 400);
    const sent = await callApi(context, `${path}/notes`, { method: "POST", json: note.data });
    return answer(
      { intent: "note", ok: sent.status === 200, message: sent.answer.message ?? "", errors: sent.answer.fieldErrors },
      sent.status,
    );
  }
  if (intent.data.intent === "address") {
    const { intent: _intent, ...typed } = intent.data;
    const address = deskAddressRequest.safeParse(typed);
    if (!address.success) return answer({ intent: "address", ok: false, message: "", errors: fieldErrorsOf(address.error) }, 400);
    const sent = await callApi(context, `${path}/delivery-address`, { method: "PUT", json: address.data });
    return answer(
      { intent: "address", ok: sent.status === 200, message: sent.answer.message ?? "", errors: sent.answer.fieldErrors },
      sent.status,
    );
  }
  const { intent: _intent, step, ...details } = intent.data;
  const stepRequest = deskActionRequest.safeParse({ action: step, ...details });
  if (!stepRequest.success) {
    return answer({ intent: "step", action: step, ok: false, message: "", errors: fieldErrorsOf(stepRequest.error) }, 400);
  }
  const sent = await callApi(context, `${path}/actions`, { method: "POST", json: stepRequest.data });
  const message = sent.answer.message ?? (sent.status === 200 ? "Order updated." : "The order could not be changed.");
  return answer({ intent: "step", action: step, ok: sent.status === 200, message, errors: sent.answer.fieldErrors }, sent.status);
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Order ${params.orderNumber} · Chhaap back office` }, { name: "robots", content: "noindex, nofollow" }];
}

type DeskOrder = Route.ComponentProps["loaderData"]["order"];

/** A field a step's dialog asks for, with what it says and how it is filled in. */
interface StepField {
  name: "reason" | "carrier" | "trackingNumber" | "reference" | "amountReceived" | "method";
  label: string;
  hint: string;
  kind: "text" | "textarea" | "amount" | "refundMethod";
  /** Prefilled from what the order already says (the customer's reference, its total). */
  initial?: (order: DeskOrder) => string;
}

const SEEN_BY_CUSTOMER = "The customer will see this.";
const INVOICE_NOW = "Confirming issues the order's GST invoice now, with the next number; it cannot be changed afterwards.";

/**
 * Steps that need a word from staff, or issue an invoice, open a dialog first; the others are one press.
 * Each dialog says what the step does that cannot be undone.
 */
const STEP_DIALOGS: Partial<Record<DeskAction, { intro?: string; fields: StepField[] }>> = {
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
  cancel: {
    fields: [
      {
        name: "reason",
        label: "Reason",
        hint: "The customer will see this in their e-mail and on their order page. Keep notes for the shop in Internal notes.",
        kind: "textarea",
      },
    ],
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

function StepInput({ step, field, order, error }: { step: DeskAction; field: StepField; order: DeskOrder; error?: string }) {
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

function StepButton({ step, order }: { step: DeskAction; order: DeskOrder }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const result = useActionData<typeof action>();
  const pending = useNavigation().state !== "idle";
  const asks = STEP_DIALOGS[step];
  const errors = result?.intent === "step" && result.action === step && !result.ok ? result.errors : {};
  useEffect(() => {
    if (result?.intent === "step" && result.action === step && result.ok) dialog.current?.close();
  }, [result, step]);
  const danger = step === "cancel" || step === "reject-payment";
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
          {asks.intro ? <p id={`${step}-intro`}>{asks.intro}</p> : null}
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

const NO_ERRORS: Record<string, string> = {};

function Address({
  title,
  address,
  children,
}: {
  title: string;
  address: Route.ComponentProps["loaderData"]["order"]["shippingAddress"];
  children?: ReactNode;
}) {
  const lines = [
    address.name,
    address.addressLine1,
    address.addressLine2,
    `${address.city} ${address.zip}`.trim(),
    `${address.state}, ${address.country}`,
    address.phone,
    address.email,
  ].filter(Boolean);
  return (
    <div className="admin-card">
      <h2>{title}</h2>
      {/* Copyable as one block for the courier's form. */}
      <address className="admin-address">{lines.join("\n")}</address>
      {children}
    </div>
  );
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const pending = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="admin-order-title" className="admin-order">
      <p className="admin-order__links">
        <Link to="/admin/orders">← All orders</Link>
        <span className="admin-order__documents">
          <Link to={`/admin/orders/${order.orderNumber}/packing-slip`}>Packing slip</Link>
          {hasInvoice(order) ? (
            <Link to={`/admin/orders/${order.orderNumber}/invoice`}>Tax invoice {order.invoiceNumber ?? ""}</Link>
          ) : null}
        </span>
      </p>
      <h1 id="admin-order-title">Order {order.orderNumber}</h1>
      <p>
        <span className={`admin-badge admin-badge--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>{" "}
        <span className="admin-muted">
          placed {WHEN.format(new Date(order.createdAt))} · {PAYMENT_LABELS[order.paymentMethod]}, payment {order.paymentStatus}
        </span>
      </p>
      <div role="status" className="admin-form__alert">
        {actionData?.message ? (
          <p className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>{actionData.message}</p>
        ) : null}
      </div>
      {order.addressEditable && !deliveryStateKnown(order.shippingAddress) ? (
        <p className="admin-message admin-message--warning">
          The delivery address's state, “{order.shippingAddress.state}”, is not one of India's states or union territories, so no
          GST invoice can be issued for this order. Correct the delivery address before confirming it.
        </p>
      ) : null}
      {order.actions.length > 0 ? (
        <fieldset className="admin-actions">
          <legend className="visually-hidden">What to do next</legend>
          {order.actions.map((action) => (
            <StepButton key={action} step={action} order={order} />
          ))}
        </fieldset>
      ) : null}

      <div className="admin-order__grid">
        <div className="admin-card">
          <h2>Pieces</h2>
          <ul className="admin-lines">
            {order.lines.map((line) => (
              <li key={`${line.itemCode}-${line.size}`} className="admin-line">
                {line.image ? <img src={imageUrlAt(line.image, 320)} alt="" width={60} height={75} loading="lazy" /> : <span />}
                <span>
                  <strong>{line.productName}</strong>
                  <br />
                  <span className="admin-muted">
                    {line.itemCode} · {line.colour} · size {line.size} · {line.quantity} × {formatInr(line.salePrice)}
                    {line.price > line.salePrice ? ` (list ${formatInr(line.price)})` : ""}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <dl className="admin-totals">
            <dt>Subtotal</dt>
            <dd>{formatInr(order.subtotal)}</dd>
            <dt>Shipping ({order.weightKg} kg)</dt>
            <dd>{formatInr(order.shipping)}</dd>
            {order.discount > 0 ? (
              <>
                <dt>Coupon {order.couponCode}</dt>
                <dd>−{formatInr(order.discount)}</dd>
              </>
            ) : null}
            <dt>Total</dt>
            <dd>
              <strong>{formatInr(order.total)}</strong>
            </dd>
          </dl>
        </div>

        <div className="admin-card">
          <h2>Payment</h2>
          <p>{PAYMENT_LABELS[order.paymentMethod]}</p>
          {order.payment.reference ? (
            <p>
              Reference typed by the customer: <strong>{order.payment.reference}</strong>
            </p>
          ) : null}
          {order.payment.screenshotUrl ? (
            <a href={order.payment.screenshotUrl} target="_blank" rel="noreferrer" className="admin-screenshot">
              <img src={order.payment.screenshotUrl} alt="Payment screenshot" />
              <span>Open full size</span>
            </a>
          ) : null}
          {order.payment.rejection ? (
            <p className="admin-message admin-message--warning">Turned down: {order.payment.rejection}</p>
          ) : null}
          {order.payment.received ? (
            <p>
              Received in the shop's account: <strong>{formatInr(order.payment.received.amount)}</strong>, reference{" "}
              <strong>{order.payment.received.reference}</strong>
            </p>
          ) : null}
          {order.payment.refund ? (
            <p>
              Refunded by {REFUND_METHOD_LABELS[order.payment.refund.method]}, reference{" "}
              <strong>{order.payment.refund.reference}</strong>
            </p>
          ) : null}
          {order.carrier ? (
            <p>
              Shipped with {order.carrier}, tracking number <strong>{order.trackingNumber}</strong>
              {trackingLink(order.carrier, order.trackingNumber ?? "") ? (
                <>
                  {" "}
                  <a
                    href={trackingLink(order.carrier, order.trackingNumber ?? "") ?? ""}
                    target="_blank"
                    rel="noreferrer noopener"
                  >
                    Track the parcel
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          {order.cancelReason ? <p>Cancelled: {order.cancelReason}</p> : null}
        </div>

        <Address title="Delivery address" address={order.shippingAddress}>
          {order.addressEditable ? (
            <DeliveryAddressEditor
              address={order.shippingAddress}
              errors={actionData?.intent === "address" && !actionData.ok ? actionData.errors : NO_ERRORS}
              saved={actionData?.intent === "address" && actionData.ok}
              busy={pending}
            />
          ) : null}
        </Address>
        {order.billingAddress ? <Address title="Billing address" address={order.billingAddress} /> : null}

        <div className="admin-card">
          <h2>Timeline</h2>
          <ol className="admin-timeline">
            {order.timeline.map((event) => (
              <li key={`${event.status}-${event.at}`}>
                <strong>{ORDER_STATUS_LABELS[event.status]}</strong>{" "}
                <span className="admin-muted">{WHEN.format(new Date(event.at))}</span>
                {event.by ? <span className="admin-muted"> · {event.by}</span> : null}
                {event.note ? <p>{event.note}</p> : null}
              </li>
            ))}
          </ol>
        </div>

        <div className="admin-card">
          <h2>Internal notes</h2>
          {order.notes.length === 0 ? <p className="admin-empty">No notes yet. Customers never see these.</p> : null}
          <ul className="admin-notes">
            {order.notes.map((note) => (
              <li key={note._id}>
                <p>{note.text}</p>
                <span className="admin-muted">
                  {note.by}, {WHEN.format(new Date(note.at))}
                </span>
              </li>
            ))}
          </ul>
          <Form method="post" className="admin-form">
            <input type="hidden" name="intent" value="note" />
            <label className="admin-field">
              <span>Note</span>
              <textarea name="text" rows={2} maxLength={2000} required />
              {actionData?.intent === "note" && actionData.errors.text ? (
                <span className="admin-field__error">{actionData.errors.text}</span>
              ) : null}
            </label>
            <button type="submit" className="admin-button admin-button--ghost" disabled={pending}>
              Add note
            </button>
          </Form>
        </div>
      </div>
    </section>
  );
}
