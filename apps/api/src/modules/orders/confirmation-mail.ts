import { ORDER_STATUS_LABELS, type OrderDetail } from "@chhaap/contract/orders";
import { formatRupees } from "#src/modules/cart/pricing.ts";
import type { MailMessage } from "#src/modules/mail/mailer.ts";
import { escapeHtml } from "#src/modules/mail/templates.ts";
import { greeting, quotedText } from "#src/modules/mail/user-text.ts";
import type { CurrentShopSettings } from "#src/modules/site/shop-settings.ts";

/**
 * The order confirmation: the summary, the delivery address and, for a bank transfer, the
 * shop's bank details in force (its settings) with the exact amount to pay and the order number as
 * the payment reference; for an order paid online, until when it waits for its payment and where to pay.
 * Everything here is plain text; the HTML part escapes every value (names and addresses are user text),
 * and no word of the customer's text that reads as a link reaches the mail (mail/user-text.ts).
 */
export function orderConfirmationMail(
  to: string,
  customerName: string,
  order: OrderDetail,
  publicUrl: string,
  shop: Pick<
    CurrentShopSettings,
    "bankAccountName" | "bankAccountNumber" | "bankIfsc" | "bankSwift" | "bankName" | "bankBranch" | "upiId"
  >,
): MailMessage {
  const rupees = (amount: number) => formatRupees(Math.round(amount * 100));
  const lines = order.products.map(
    (p) => `${p.varient.product.name} (${p.size}) x ${p.quantity}: ${rupees(p.varient.salePrice * p.quantity)}`,
  );
  const totals = [
    `Subtotal: ${rupees(order.subtotal)}`,
    `Delivery (${order.cart_weight} kg with packing): ${rupees(order.shipping_charges)}`,
    ...(order.discount > 0 ? [`Coupon ${order.coupon_code ?? ""} discount: -${rupees(order.discount)}`] : []),
    `Order total: ${rupees(order.total_amount)}`,
  ];
  const a = order.shipping_address;
  const address = [a.name, a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`, a.country, `Phone ${a.phone}`]
    .filter((line) => line.trim() !== "")
    .map(quotedText);
  const bankTransfer = order.payment_method === "bank_transfer";
  const online = order.online_payment;
  const orderPage = `${publicUrl}/orders/${encodeURIComponent(order.order_id)}`;
  const payment = online
    ? [
        `Payment: online (UPI, cards, net banking), ${rupees(order.total_amount)}, awaiting payment.`,
        `If you have not paid yet, please pay by ${indianTime(online.pay_by)} from your order page: ${orderPage}`,
        "An order not paid by then is cancelled and its pieces go back on sale.",
      ]
    : bankTransfer
      ? [
          `Please transfer ${rupees(order.total_amount)} with the reference ${order.order_id} if you have not paid yet. We confirm the order once the payment is verified.`,
          `Account name: ${shop.bankAccountName}`,
          `Account number: ${shop.bankAccountNumber}`,
          `IFSC: ${shop.bankIfsc}`,
          ...(shop.bankSwift ? [`SWIFT: ${shop.bankSwift}`] : []),
          `Bank: ${shop.bankName}, ${shop.bankBranch}`,
          `UPI: ${shop.upiId}`,
        ]
      : [`Payment: cash on delivery, ${rupees(order.total_amount)} to pay when the parcel arrives.`];
  // An unverified bank transfer is received, not confirmed: the page after checkout says the same.
  const intro = [
    greeting(customerName),
    online
      ? `Thank you: we have received your order ${order.order_id}. We confirm it and start preparing it as soon as your online payment reaches us. Status: ${ORDER_STATUS_LABELS[order.order_status]}.`
      : bankTransfer
        ? `Thank you: we have received your order ${order.order_id}. We will verify your payment, then confirm the order and start preparing it. Status: ${ORDER_STATUS_LABELS[order.order_status]}.`
        : `Thank you for your order ${order.order_id}. Status: ${ORDER_STATUS_LABELS[order.order_status]}.`,
  ];
  const link = `${publicUrl}/orders`;
  const sections: [string, string[]][] = [
    ["Your order", lines],
    ["Totals", totals],
    ["Delivery address", address],
    ["Payment", payment],
  ];
  const text = [
    intro.join("\n\n"),
    ...sections.map(([title, body]) => `${title}\n${body.join("\n")}`),
    `Follow your order: ${link}\nEstimated delivery: ${estimatedDelivery(order)}`,
  ].join("\n\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Georgia,serif;color:#2b2118;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">Chhaap</h1>
${intro.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("\n")}
${sections
  .map(
    ([title, body]) =>
      `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(title)}</h2>\n<p style="margin:0 0 16px">${body.map(escapeHtml).join("<br>")}</p>`,
  )
  .join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#1f3a5f;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none">Follow your order</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#6b5d50">Chhaap: Ajrakh and block-printed clothing.</p>
</body></html>`;
  const subject = bankTransfer ? `We have received your Chhaap order ${order.order_id}` : `Your Chhaap order ${order.order_id}`;
  return { to, subject, text: `${text}\n`, html };
}

/**
 * The shop's own copy of every new order: who ordered, what, where it goes and how it is paid, so
 * staff can verify a transfer or pack a cash-on-delivery parcel. Plain text: the values are user text,
 * kept as typed for staff (this mail goes to the shop only). `mailed` is false when the customer's
 * address is not confirmed and they got no confirmation of the order.
 */
export function newOrderShopMail(
  to: string,
  customer: { name: string; email: string; mailed: boolean },
  order: OrderDetail,
): MailMessage {
  const rupees = (amount: number) => formatRupees(Math.round(amount * 100));
  const a = order.shipping_address;
  const payment =
    order.payment_method === "credit_card"
      ? "Online through Razorpay, awaiting payment"
      : order.payment_method === "bank_transfer"
        ? `Bank transfer, to verify${order.payment_proof?.payment_id ? ` (reference given: ${order.payment_proof.payment_id})` : ""}${order.payment_proof?.image ? " (screenshot uploaded)" : ""}`
        : "Cash on delivery";
  const text = [
    `New order ${order.order_id} from ${customer.name} <${customer.email}>.${customer.mailed ? "" : " Their e-mail address is not confirmed yet, so they were not mailed about this order."}`,
    `Payment: ${payment}. Total: ${rupees(order.total_amount)}.`,
    order.products
      .map(
        (p) =>
          `${p.varient.product.name} [${p.item_code}] (${p.size}) x ${p.quantity}: ${rupees(p.varient.salePrice * p.quantity)}`,
      )
      .join("\n"),
    [a.name, a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`, a.country, `Phone ${a.phone}`]
      .filter((line) => line.trim() !== "")
      .join("\n"),
  ].join("\n\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Georgia,serif;color:#2b2118;max-width:640px;margin:0 auto;padding:24px">
${text
  .split("\n\n")
  .map((block) => `<p style="margin:0 0 16px">${block.split("\n").map(escapeHtml).join("<br>")}</p>`)
  .join("\n")}
</body></html>`;
  return {
    to,
    subject: `New order ${order.order_id}: ${rupees(order.total_amount)}, ${METHOD_WORDS[order.payment_method]}`,
    text: `${text}\n`,
    html,
  };
}

const METHOD_WORDS: Record<OrderDetail["payment_method"], string> = {
  bank_transfer: "bank transfer",
  cash_on_delivery: "cash on delivery",
  credit_card: "online payment",
};

/** A time as the shop's customers read it: Indian time, with its name. */
function indianTime(iso: string): string {
  const time = new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });
  return `${time} (Indian time)`;
}

/** The promised days: the PIN code's range ("between 2026-12-03 and 2026-12-05") where the order kept one. */
function estimatedDelivery(order: { delivery_estimate: string | null; deliveryEarliest: string | null }): string {
  if (!order.delivery_estimate) return "we will let you know";
  if (order.deliveryEarliest && order.deliveryEarliest < order.delivery_estimate)
    return `between ${order.deliveryEarliest} and ${order.delivery_estimate}`;
  return order.delivery_estimate;
}
