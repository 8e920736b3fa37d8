import { trackingLink } from "@chhaap/contract/carriers";
import type { MailMessage } from "./mailer.ts";
import { greeting } from "./user-text.ts";

/** Escapes text for HTML element content and quoted attribute values (user names, links). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The HTML part: one short, plain layout; every argument is plain text and is escaped here. */
export function htmlPart(paragraphs: string[], action?: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("\n");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#1f3a5f;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="en"><body style="font-family:Georgia,serif;color:#2b2118;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">Chhaap</h1>
${body}
${button}
<p style="margin:24px 0 0;font-size:13px;color:#6b5d50">Chhaap: Ajrakh and block-printed clothing.</p>
</body></html>`;
}

/**
 * The one mail an address gets before its owner has confirmed it. It repeats nothing anyone typed (not
 * even the name): whoever registered may not own the address.
 */
export function confirmEmailMail(to: string, link: string, validForDays: number): MailMessage {
  const paragraphs = [
    "Hello,",
    `Someone created a Chhaap account with this e-mail address. If it was you, please confirm the address: open the link below within ${validForDays} days. The link works once.`,
    "Until the address is confirmed we send it no other mail: no order confirmations and no news of your orders.",
    "If it was not you, ignore this mail: an account whose address is not confirmed gets nothing from us but this link.",
  ];
  return {
    to,
    subject: "Confirm your e-mail address for Chhaap",
    text: `${paragraphs.join("\n\n")}\n\nConfirm your e-mail address: ${link}\n`,
    html: htmlPart(paragraphs, { label: "Confirm your e-mail address", href: link }),
  };
}

/** The reset link; `name` is left out (greeting) where it reads as a link, or is not given for an unconfirmed address. */
export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  const paragraphs = [
    greeting(name),
    "Someone asked to reset the password of your Chhaap account. If it was you, open the link below within one hour to choose a new password. The link works once.",
    "If you did not ask for this, ignore this mail: your password stays as it is.",
  ];
  return {
    to,
    subject: "Reset your Chhaap password",
    text: `${paragraphs.join("\n\n")}\n\nReset your password: ${link}\n`,
    html: htmlPart(paragraphs, { label: "Reset your password", href: link }),
  };
}

/** What the customer is told at each step staff take on their order. */
export interface OrderStepNews {
  orderNumber: string;
  step: "confirmed" | "payment-rejected" | "packed" | "shipped" | "delivered" | "cancelled" | "refunded";
  reason?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
  /** How the money went back and the reference the customer can look for in their account. */
  refund?: { method: string; reference: string } | null;
}

const STEP_SUBJECTS: Record<OrderStepNews["step"], string> = {
  confirmed: "is confirmed",
  "payment-rejected": ": we could not verify your payment",
  packed: "is packed",
  shipped: "is on its way",
  delivered: "has been delivered",
  cancelled: "has been cancelled",
  refunded: ": your refund is on its way",
};

export function orderStepMail(to: string, name: string, news: OrderStepNews, publicUrl: string): MailMessage {
  const says: Record<OrderStepNews["step"], string[]> = {
    confirmed: ["We have confirmed your order and are getting it ready."],
    "payment-rejected": [
      `We could not verify the payment for this order: ${news.reason ?? ""}`,
      "Please add a new payment screenshot or transaction reference from your order page, or reply to this mail.",
    ],
    packed: ["Your order is packed and will be handed to the courier soon."],
    shipped: [
      `Your order is on its way with ${news.carrier ?? "our courier"}.`,
      news.trackingNumber ? `Tracking number: ${news.trackingNumber}.` : "",
    ],
    delivered: ["Your order has been delivered. We hope you enjoy wearing it."],
    cancelled: [`Your order has been cancelled: ${news.reason ?? ""}`, "If you paid for it, we will refund you."],
    refunded: [
      "We have refunded the payment for your cancelled order.",
      news.refund ? `How it was refunded: ${news.refund.method}, reference ${news.refund.reference}.` : "",
    ],
  };
  const tracking =
    news.step === "shipped" && news.carrier && news.trackingNumber ? trackingLink(news.carrier, news.trackingNumber) : null;
  if (tracking) says.shipped.push(`Follow it on the carrier's website: ${tracking}`);
  // The reason, carrier, tracking number and refund reference are staff's words, the shop's own; only the name is the customer's.
  const paragraphs = [greeting(name), ...says[news.step].filter(Boolean)];
  const link = `${publicUrl}/orders/${encodeURIComponent(news.orderNumber)}`;
  return {
    to,
    subject: `Your Chhaap order ${news.orderNumber} ${STEP_SUBJECTS[news.step]}`.replace(" :", ":"),
    text: `${paragraphs.join("\n\n")}\n\nSee your order: ${link}\n`,
    html: htmlPart(paragraphs, { label: "See your order", href: link }),
  };
}
