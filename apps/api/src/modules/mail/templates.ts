import { trackingLink } from "@chhaap/contract/carriers";
import type { MailMessage } from "./mailer.ts";

/** Escapes text for HTML element content and quoted attribute values (user names, links). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The HTML part: one short, plain layout; every argument is plain text and is escaped here. */
function htmlPart(paragraphs: string[], action?: { label: string; href: string }): string {
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

export function welcomeMail(to: string, name: string, publicUrl: string): MailMessage {
  const paragraphs = [
    `Hello ${name},`,
    "Welcome to Chhaap. Your account is ready: you can keep a cart across devices, save addresses, review what you bought and follow your orders.",
    "Every piece we sell is block-printed by hand, so small variations in colour and line are part of its character.",
  ];
  return {
    to,
    subject: "Welcome to Chhaap",
    text: `${paragraphs.join("\n\n")}\n\nVisit the shop: ${publicUrl}/\n`,
    html: htmlPart(paragraphs, { label: "Visit the shop", href: `${publicUrl}/` }),
  };
}

export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  const paragraphs = [
    `Hello ${name},`,
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
    refunded: ["We have refunded the payment for your cancelled order."],
  };
  const tracking =
    news.step === "shipped" && news.carrier && news.trackingNumber ? trackingLink(news.carrier, news.trackingNumber) : null;
  if (tracking) says.shipped.push(`Follow it on the carrier's website: ${tracking}`);
  const paragraphs = [`Hello ${name},`, ...says[news.step].filter(Boolean)];
  const link = `${publicUrl}/orders/${encodeURIComponent(news.orderNumber)}`;
  return {
    to,
    subject: `Your Chhaap order ${news.orderNumber} ${STEP_SUBJECTS[news.step]}`.replace(" :", ":"),
    text: `${paragraphs.join("\n\n")}\n\nSee your order: ${link}\n`,
    html: htmlPart(paragraphs, { label: "See your order", href: link }),
  };
}
