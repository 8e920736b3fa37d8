import { deskActionRequest, deskAddressRequest, deskNoteRequest, resolvePaymentFlag } from "@chhaap/contract/admin/orders";
import { hasInvoice } from "@chhaap/contract/invoice";
import { ORDER_STATUS_LABELS } from "@chhaap/contract/orders";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { PAYMENT_LABELS, WHEN } from "#app/features/admin/kit/desk-format.ts";
import {
  CancelRequestNotice,
  CreditNotesCard,
  RefundDueNotice,
  ReturnsCard,
  RtoHistoryCard,
} from "#app/features/admin/orders-desk/after-sale-cards.tsx";
import { DeliveryAddressEditor, deliveryStateKnown } from "#app/features/admin/orders-desk/delivery-address-editor.tsx";
import { loadDeskOrder } from "#app/features/admin/orders-desk/desk-order.server.ts";
import {
  AddressCard,
  PaymentCard,
  PiecesCard,
  SameReferenceWarning,
  TimelineCard,
} from "#app/features/admin/orders-desk/order-cards.tsx";
import { PaymentFlags } from "#app/features/admin/orders-desk/payment-flags.tsx";
import { type OrderActionResult, StepButton } from "#app/features/admin/orders-desk/step-button.tsx";
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
  z.object({ intent: z.literal("flag"), flagId: z.string(), resolution: z.string().optional(), note: z.string() }),
  z.object({ intent: z.literal("address") }).catchall(z.string()),
]);

const FLAG_NOTE_REQUIRED = "Please say how the payment was settled.";

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
  if (intent.data.intent === "flag") {
    const { flagId, resolution, note } = intent.data;
    const values = { resolution: resolution ?? "", note };
    const settle = resolvePaymentFlag.safeParse(values);
    const errors = settle.success ? {} : fieldErrorsOf(settle.error);
    // Keeping money the gateway flagged needs a word on how it was settled, for whoever reads the order next.
    if (settle.success && settle.data.resolution === "keep" && !settle.data.note) errors.note = FLAG_NOTE_REQUIRED;
    if (!settle.success || errors.note) return answer({ intent: "flag", flagId, values, ok: false, message: "", errors }, 400);
    const sent = await callApi(context, `${path}/payment-flags/${encodeURIComponent(flagId)}/resolve`, {
      method: "POST",
      json: settle.data,
    });
    const message = sent.answer.message ?? (sent.status === 200 ? "Order updated." : "The payment could not be settled.");
    return answer(
      { intent: "flag", flagId, values, ok: sent.status === 200, message, errors: sent.answer.fieldErrors },
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

const NO_ERRORS: Record<string, string> = {};

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
          {order.deliveredAt ? ` · delivered ${WHEN.format(new Date(order.deliveredAt))}` : ""}
        </span>
      </p>
      <div role="status" className="admin-form__alert">
        {actionData?.message ? (
          <p className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>{actionData.message}</p>
        ) : null}
      </div>
      <SameReferenceWarning order={order} />
      <CancelRequestNotice order={order} />
      <RefundDueNotice order={order} />
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
        <PiecesCard order={order} />

        <PaymentCard order={order}>
          <PaymentFlags order={order} result={actionData} />
        </PaymentCard>

        <AddressCard title="Delivery address" address={order.shippingAddress}>
          {order.addressEditable ? (
            <DeliveryAddressEditor
              address={order.shippingAddress}
              errors={actionData?.intent === "address" && !actionData.ok ? actionData.errors : NO_ERRORS}
              saved={actionData?.intent === "address" && actionData.ok}
              busy={pending}
            />
          ) : null}
        </AddressCard>
        {order.billingAddress ? <AddressCard title="Billing address" address={order.billingAddress} /> : null}

        <RtoHistoryCard order={order} />

        <ReturnsCard order={order} />

        <CreditNotesCard order={order} />

        <TimelineCard order={order} />

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
