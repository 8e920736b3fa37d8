import type { ReturnKind, ReturnState } from "@chhaap/contract/returns";
import type { MailMessage } from "./mailer.ts";
import { htmlPart } from "./templates.ts";
import { greeting } from "./user-text.ts";

/**
 * The customer's mails after an order: a cancellation asked for after the cut-off and staff's answer,
 * each step of a return or exchange, and a parcel that came back undelivered. Staff's words (reasons,
 * carriers, references) are the shop's own; only the name is the customer's.
 */
export type AfterSaleNews =
  | { kind: "cancel-requested"; orderNumber: string }
  | { kind: "cancel-declined"; orderNumber: string; reason: string }
  | { kind: "returned-to-origin"; orderNumber: string; reason: string; refundOwed: boolean }
  | {
      kind: "return-step";
      orderNumber: string;
      /** "CHP-7K4M-Q9XD-R1". */
      requestNumber: string;
      requestKind: ReturnKind;
      /** The piece, as the order names it: "Ajrakh saree, Indigo, M". */
      piece: string;
      state: ReturnState;
      reason?: string | null;
      carrier?: string | null;
      awb?: string | null;
      /** Refunded: how much ("₹1,499.00"), how and the reference to look for. */
      refund?: { amount: string; method: string; reference: string } | null;
      creditNoteNumber?: string | null;
    };

function returnStepSays(news: Extract<AfterSaleNews, { kind: "return-step" }>): { subject: string; says: string[] } {
  const what = news.requestKind === "exchange" ? "exchange" : "return";
  const ref = `${what} ${news.requestNumber}`;
  switch (news.state) {
    case "requested":
      return {
        subject: `we have your ${what} request ${news.requestNumber}`,
        says: [`We have received your request (${ref}) for ${news.piece}. We will look at it within two working days.`],
      };
    case "approved":
      return {
        subject: `your ${ref} is approved`,
        says: [`We have approved your ${ref} for ${news.piece}. We will book a courier to collect it and mail you when we have.`],
      };
    case "rejected":
      return { subject: `about your ${ref}`, says: [`We could not accept your ${ref} for ${news.piece}: ${news.reason ?? ""}`] };
    case "pickup_booked":
      return {
        subject: `a pickup is booked for your ${ref}`,
        says: [
          `${news.carrier ?? "Our courier"} will collect ${news.piece}. Please keep it packed with its tags.`,
          news.awb ? `Pickup AWB number: ${news.awb}.` : "",
        ],
      };
    case "received":
      return {
        subject: `we have received your ${ref}`,
        says: [
          `${news.piece} has reached our workshop.`,
          news.requestKind === "exchange" ? "We are getting the new size ready for you." : "Your refund is on its way.",
          news.creditNoteNumber
            ? `Credit note ${news.creditNoteNumber} has been issued; you can download it from your order page.`
            : "",
        ],
      };
    case "refunded":
      return {
        subject: `your refund for ${ref} is on its way`,
        says: [
          news.refund
            ? `We have refunded ${news.refund.amount} by ${news.refund.method}, reference ${news.refund.reference}.`
            : "We have refunded you.",
        ],
      };
    case "replacement_packed":
      return {
        subject: `your replacement is packed (${ref})`,
        says: [`The new size for ${news.piece} is packed and will leave soon.`],
      };
    case "replacement_shipped":
      return {
        subject: `your replacement is on its way (${ref})`,
        says: [
          `The new size for ${news.piece} is on its way with ${news.carrier ?? "our courier"}.`,
          news.awb ? `Tracking number: ${news.awb}.` : "",
        ],
      };
    case "replacement_delivered":
      return {
        subject: `your replacement has been delivered (${ref})`,
        says: ["Your replacement has been delivered. We hope it fits well."],
      };
  }
}

export function afterSaleMail(to: string, name: string, news: AfterSaleNews, publicUrl: string): MailMessage {
  let subject: string;
  let says: string[];
  switch (news.kind) {
    case "cancel-requested":
      subject = "we have your request to cancel";
      says = [
        "Your order may already be on the packing table, so we will check and cancel it if we still can. We will mail you either way.",
      ];
      break;
    case "cancel-declined":
      subject = "could not be cancelled";
      says = [
        `We could not cancel your order: ${news.reason}`,
        "Once it is delivered you can ask for a return or an exchange from your order page.",
      ];
      break;
    case "returned-to-origin":
      subject = "came back to us undelivered";
      says = [
        `The courier brought your order back to us: ${news.reason}.`,
        news.refundOwed ? "You paid for it, so we will refund you." : "",
        "If you still want it, please reply to this mail or order again.",
      ];
      break;
    case "return-step":
      ({ subject, says } = returnStepSays(news));
      break;
  }
  const paragraphs = [greeting(name), ...says.filter(Boolean)];
  const link = `${publicUrl}/orders/${encodeURIComponent(news.orderNumber)}`;
  return {
    to,
    subject: `Your Chhaap order ${news.orderNumber}: ${subject}`,
    text: `${paragraphs.join("\n\n")}\n\nSee your order: ${link}\n`,
    html: htmlPart(paragraphs, { label: "See your order", href: link }),
  };
}
