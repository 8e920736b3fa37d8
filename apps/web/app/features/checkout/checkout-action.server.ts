import { orderDetail } from "@chhaap/contract/orders";
import { type AppLoadContext, data } from "react-router";
import { applyCoupon, buyNowLine } from "#app/features/cart/index.server.ts";
import { parseBuyNowParam } from "#app/features/cart/index.ts";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import { requireSessionUser } from "#app/lib/session.server.ts";
import { type CheckoutAnswer, checkoutIntent } from "./checkout-intent.ts";
import { saveCheckoutAddress } from "./save-checkout-address.server.ts";

/**
 * The actions of checkout (/shopping-cart) and /place-order: a new address, BUY NOW's item joining the
 * bag, a coupon (judged by the server against the bag, and kept with it), and the order itself —
 * `POST /api/order` on the shopper's session, multipart when a payment screenshot goes with it, with
 * the checkout's Idempotency-Key. Guests are sent to log in.
 */
export async function runCheckoutIntent(request: Request, context: AppLoadContext, form: FormData) {
  const user = await requireSessionUser(request, context);
  const at = Date.now();
  const parsed = checkoutIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data({ message: "This form cannot be read." }, { status: 400 });
  const intent = parsed.data;
  switch (intent.intent) {
    case "address":
      // A refused address is an answer for the form (its messages), not a failed request.
      return saveCheckoutAddress(form, context, user._id);
    case "buy-now": {
      const item = parseBuyNowParam(intent.buy);
      if (!item) return { intent: intent.intent, ok: false, status: 400, message: null, at } satisfies CheckoutAnswer;
      const bought = await buyNowLine(context, user, item);
      return bought.lineId !== null
        ? ({ intent: intent.intent, ok: true, status: 200, message: null, at, lineId: bought.lineId } satisfies CheckoutAnswer)
        : ({ intent: intent.intent, ...bought.outcome, at } satisfies CheckoutAnswer);
    }
    case "apply-coupon": {
      const outcome = await applyCoupon(context, user, intent.code);
      return { intent: intent.intent, ...outcome, at, code: intent.code.toUpperCase() } satisfies CheckoutAnswer;
    }
    case "place-order": {
      const { idempotencyKey, payment_snap, lat, lng, ...fields } = intent;
      const location = lat !== undefined && lng !== undefined ? { lat, lng } : null;
      const headers = { "idempotency-key": idempotencyKey };
      let result: Awaited<ReturnType<typeof callApi>>;
      if (fields.payment_method === "bank_transfer") {
        const body = new FormData();
        for (const [name, value] of Object.entries({ ...fields, userId: user._id })) if (value) body.append(name, value);
        if (payment_snap) body.append("payment_snap", payment_snap);
        result = await callApi(context, "/api/order", { method: "POST", multipart: body, headers });
      } else {
        result = await callApi(context, "/api/order", {
          method: "POST",
          json: { ...fields, location, userId: user._id },
          headers,
        });
      }
      const order = dataFrom(result, orderDetail.pick({ order_id: true, online_payment: true }));
      const status = result.status === 502 && result.body === null ? 0 : result.status;
      return {
        intent: intent.intent,
        ok: Boolean(order),
        status,
        message: result.answer.message,
        error: result.answer.error,
        fieldErrors: result.answer.fieldErrors,
        at,
        orderNumber: order?.order_id,
        ...(fields.payment_method === "credit_card" ? { payUrl: order?.online_payment?.pay_url ?? null } : {}),
      } satisfies CheckoutAnswer;
    }
  }
}

/**
 * Where a placed order paid online goes next: the gateway's page to pay on, or the order's page (which
 * offers to pay) when no payment link could be made. A form posted without scripts goes to the order
 * page too, whose "Pay now" is a plain link: the pages' content security policy (form-action 'self')
 * keeps a form post from being redirected to another site. Null for any other answer: the page shows it.
 */
export function payOnlineDestination(answer: Awaited<ReturnType<typeof runCheckoutIntent>>, scripted: boolean): string | null {
  if (!("intent" in answer) || answer.intent !== "place-order" || !answer.ok || !answer.orderNumber) return null;
  if (answer.payUrl === undefined) return null;
  return (scripted && answer.payUrl) || `/orders/${encodeURIComponent(answer.orderNumber)}`;
}
