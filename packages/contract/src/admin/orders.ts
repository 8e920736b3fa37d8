import { z } from "zod";
import { addressInput } from "../address.ts";
import { ONLINE_PAYMENT_STATES, PAYMENT_FLAG_KINDS, type PaymentFlagKind } from "../online-payment.ts";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "../orders.ts";
import { CREDIT_NOTE_CAUSES, RETURN_KINDS, RETURN_STATES, RTO_REASONS } from "../returns.ts";
import { TRANSFER_REFERENCE_KINDS } from "../transfer-reference.ts";

/**
 * The orders desk: every order, its evidence of payment, and the steps it moves through. Each step is
 * an action allowed only from certain states; the API refuses it from any other (409), and of two
 * staff pressing at once, one wins.
 */

const DESK_ACTIONS = [
  "confirm-payment",
  "reject-payment",
  "confirm",
  "pack",
  "ship",
  "deliver",
  "return-to-origin",
  "cancel",
  "decline-cancellation",
  "refund",
  "refund-online",
] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** The words on each action's button. */
export const DESK_ACTION_LABELS: Record<DeskAction, string> = {
  "confirm-payment": "Confirm payment",
  "reject-payment": "Reject payment",
  confirm: "Confirm order",
  pack: "Mark as packed",
  ship: "Mark as shipped",
  deliver: "Mark as delivered",
  "return-to-origin": "Returned to origin",
  cancel: "Cancel order",
  "decline-cancellation": "Decline cancellation",
  refund: "Mark as refunded",
  "refund-online": "Refund through Razorpay",
};

export const DESK_MESSAGES = {
  orderNotFound: "No order with that number.",
  notAllowedNow: "This order has moved on since the page was loaded: that step is no longer possible. Please reload it.",
  reasonRequired: "Please give a reason.",
  carrierRequired: "Please enter the carrier.",
  trackingRequired: "Please enter the tracking number.",
  noteRequired: "Please write the note.",
  updated: "Order updated.",
  noteAdded: "Note added.",
  addressCorrected: "Delivery address corrected.",
  addressLocked:
    "The delivery address can no longer be changed: the order's invoice has been issued, or the order has shipped or been cancelled.",
  countryFixed:
    "The delivery country cannot change: shipping was charged for the country the order was placed for. Cancel the order and let the customer order again.",
  receivedReferenceRequired:
    "Please enter the bank's reference of the transfer (UTR or transaction ID) as your account shows it.",
  amountReceivedInvalid: "Please enter the amount that reached the shop's account, in rupees.",
  amountShort:
    "That is less than the order's total: the payment is short. Reject the payment with the amount missing, or confirm once the rest has arrived.",
  refundReferenceRequired: "Please enter the reference of the refund payment (UTR, transaction ID or receipt number).",
  refundMethodInvalid: "Please choose how the money went back.",
  rtoReasonInvalid: "Please choose why the parcel came back.",
} as const;

/** How a paid order's money went back to the customer ("gateway": refunded through the payment gateway by the desk). */
const ALL_REFUND_METHODS = ["bank_transfer", "upi", "cash", "card", "gateway", "other"] as const;
export type RefundMethod = (typeof ALL_REFUND_METHODS)[number];
/** The ways staff may record a refund they made themselves; a gateway refund is the desk's "refund-online" step. */
export const REFUND_METHODS = ["bank_transfer", "upi", "cash", "card", "other"] as const satisfies readonly RefundMethod[];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  bank_transfer: "Bank transfer",
  upi: "UPI",
  cash: "Cash",
  card: "Card refund",
  gateway: "Back through the payment gateway",
  other: "Other",
};

/** The most a transfer can be worth, as an order total can (₹1,00,00,000). */
const MAX_RECEIVED_RUPEES = 10_000_000;

const bankReference = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(120, "Please keep the reference under 120 characters.");

/** Statuses in which staff may still correct the delivery address, as long as no invoice has been issued. */
export const ADDRESS_EDITABLE_STATUSES = ["placed", "payment_pending", "confirmed", "packed"] as const;

const reason = z
  .string({ error: DESK_MESSAGES.reasonRequired })
  .trim()
  .min(1, DESK_MESSAGES.reasonRequired)
  .max(300, "Please keep the reason under 300 characters.");

/** `POST /api/admin/orders/{orderNumber}/actions`. */
export const deskActionRequest = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("confirm-payment"),
      /** What the shop's own account shows: the transfer's reference and the rupees that arrived. */
      reference: bankReference(DESK_MESSAGES.receivedReferenceRequired),
      amountReceived: z.coerce
        .number({ error: DESK_MESSAGES.amountReceivedInvalid })
        .positive(DESK_MESSAGES.amountReceivedInvalid)
        .max(MAX_RECEIVED_RUPEES, DESK_MESSAGES.amountReceivedInvalid)
        .multipleOf(0.01, DESK_MESSAGES.amountReceivedInvalid),
    }),
    z.object({ action: z.literal("reject-payment"), reason }),
    z.object({ action: z.literal("confirm") }),
    z.object({ action: z.literal("pack") }),
    z.object({
      action: z.literal("ship"),
      carrier: z.string({ error: DESK_MESSAGES.carrierRequired }).trim().min(1, DESK_MESSAGES.carrierRequired).max(60),
      trackingNumber: z
        .string({ error: DESK_MESSAGES.trackingRequired })
        .trim()
        .min(1, DESK_MESSAGES.trackingRequired)
        .max(60, "Please keep the tracking number under 60 characters."),
    }),
    z.object({ action: z.literal("deliver") }),
    /** The courier brought a shipped parcel back undelivered. */
    z.object({ action: z.literal("return-to-origin"), reason: z.enum(RTO_REASONS, { error: DESK_MESSAGES.rtoReasonInvalid }) }),
    z.object({ action: z.literal("cancel"), reason }),
    /** The customer asked to cancel after the day's cut-off; staff say why it goes ahead. */
    z.object({ action: z.literal("decline-cancellation"), reason }),
    z.object({
      action: z.literal("refund"),
      method: z.enum(REFUND_METHODS, { error: DESK_MESSAGES.refundMethodInvalid }),
      reference: bankReference(DESK_MESSAGES.refundReferenceRequired),
    }),
    /** An order paid online, cancelled or come back: its money goes back through the gateway's refund API. */
    z.object({ action: z.literal("refund-online") }),
  ],
  { error: "Please choose one of the order's actions." },
);
export type DeskActionRequest = z.output<typeof deskActionRequest>;

/**
 * `PUT /api/admin/orders/{orderNumber}/delivery-address`: the delivery address as corrected by staff,
 * held to the address book's rules (in India, a listed state that agrees with the PIN code), in the
 * order's own country.
 */
export const deskAddressRequest = addressInput;

export const deskNoteRequest = z.object({
  text: z.string({ error: DESK_MESSAGES.noteRequired }).trim().min(1, DESK_MESSAGES.noteRequired).max(2000),
});

export const deskOrderParams = z.object({ orderNumber: z.string().max(40) });

export const DESK_PAGE_SIZE = 25;

export const deskOrderListQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  /** Order number, customer e-mail or phone. */
  q: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Only orders whose customer asked to cancel and awaits an answer. */
  cancellation: z.literal("requested").optional(),
  /** Only orders with a flagged online payment not yet settled. */
  flagged: z.literal("payment").optional(),
  /** Only orders past their promised last day (in India) and not yet delivered or cancelled. */
  late: z.literal("1").optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** `POST /api/admin/orders/{orderNumber}/payment-flags/{flagId}/resolve`: how a flagged payment was settled. */
export const PAYMENT_FLAG_LABELS: Record<PaymentFlagKind, string> = {
  amount_mismatch: "Paid a different amount than the order's total",
  paid_after_cancel: "Paid after the order was cancelled",
  paid_twice: "Paid a second time",
};
export const resolvePaymentFlag = z.object({
  /** "refund": refund this payment through the gateway; "keep": staff settled it otherwise and say how. */
  resolution: z.enum(["refund", "keep"], { error: "Please choose how the payment was settled." }),
  note: z.string().trim().max(300, "Please keep the note under 300 characters.").default(""),
});
export const paymentFlagParams = z.object({ orderNumber: z.string().max(40), flagId: z.string().max(64) });

const paymentFlag = z.object({
  _id: z.string(),
  kind: z.enum(PAYMENT_FLAG_KINDS),
  label: z.string(),
  paymentId: z.string(),
  amount: z.number(),
  detail: z.string(),
  createdAt: z.string(),
  /** Once settled: by whom, when, and how ("Refunded through Razorpay, rfnd_…" or the staff's note). */
  resolved: z.object({ by: z.string(), at: z.string(), resolution: z.string() }).nullable(),
});

const deskOrderSummary = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: z.number(),
  pieces: z.number().int(),
  /** The customer asked to cancel and awaits an answer. */
  cancelRequested: z.boolean(),
  /** A payment of the order is flagged and not yet settled. */
  paymentFlagged: z.boolean(),
  /** The last day delivery was promised for (YYYY-MM-DD), and whether it has passed with the parcel still on its way. */
  deliveryEstimate: z.string().nullable(),
  late: z.boolean(),
});
export type DeskOrderSummary = z.infer<typeof deskOrderSummary>;

export const deskOrderList = z.object({
  orders: z.array(deskOrderSummary),
  /** Orders in each status (whatever the other filters), for the status tabs. */
  counts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** Orders whose customer asked to cancel and awaits an answer (whatever the status). */
  cancelRequests: z.number().int(),
  /** Orders with a flagged payment not yet settled (whatever the status). */
  paymentFlags: z.number().int(),
  /** Orders past their promised last day, not yet delivered or cancelled (whatever the status tab). */
  late: z.number().int(),
});

/** How many orders came back undelivered, with the latest few. */
const rtoHistory = z.object({
  count: z.number().int(),
  latest: z.array(z.object({ orderNumber: z.string(), createdAt: z.string(), reason: z.enum(RTO_REASONS).nullable() })),
});

const deskAddress = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

export const deskOrderDetail = deskOrderSummary.extend({
  lines: z.array(
    z.object({
      productName: z.string(),
      itemCode: z.string(),
      colour: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      price: z.number(),
      salePrice: z.number(),
      image: z.string().nullable(),
    }),
  ),
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  weightKg: z.number(),
  shippingAddress: deskAddress,
  billingAddress: deskAddress.nullable(),
  payment: z.object({
    /** The screenshot, served to staff only. */
    screenshotUrl: z.string().nullable(),
    /** The reference the customer typed. */
    reference: z.string().nullable(),
    rejection: z.string().nullable(),
    /** What staff found in the shop's account when they confirmed the transfer. */
    received: z.object({ amount: z.number(), reference: z.string() }).nullable(),
    /** How the money went back, once marked refunded. */
    refund: z.object({ method: z.enum(ALL_REFUND_METHODS), reference: z.string() }).nullable(),
    /** What the bank's reference the customer typed reads as (payments/transfer-reference): null when none was typed. */
    referenceKind: z.enum(TRANSFER_REFERENCE_KINDS).nullable(),
    /** Other orders whose customer typed the same reference: one transfer cannot pay two orders. */
    sameReference: z.array(z.string()),
    /** The online payment asked of the gateway (the latest link), for orders paid online. */
    online: z
      .object({
        linkId: z.string(),
        state: z.enum(ONLINE_PAYMENT_STATES),
        amount: z.number(),
        paymentId: z.string().nullable(),
        paidAt: z.string().nullable(),
        refundId: z.string().nullable(),
      })
      .nullable(),
    /** Money the gateway took that the shop must not keep as it is: refund it, or say why it stays. */
    flags: z.array(paymentFlag),
  }),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** When the desk marked it delivered: the return window counts from that day. */
  deliveredAt: z.string().nullable(),
  /** The customer's request to cancel, awaiting an answer. */
  cancelRequest: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** Why the parcel came back undelivered. */
  rtoReason: z.enum(RTO_REASONS).nullable(),
  /** A paid order cancelled or returned to origin owes its money back by this date (YYYY-MM-DD). */
  refundDueOn: z.string().nullable(),
  /** Parcels that came back undelivered, of this customer and to this delivery PIN code: a cash-on-delivery risk. */
  rtoHistory: z.object({
    customer: rtoHistory,
    pinCode: rtoHistory.extend({ zip: z.string() }),
  }),
  /** The order's return and exchange requests, oldest first. */
  returns: z.array(
    z.object({
      number: z.string(),
      kind: z.enum(RETURN_KINDS),
      state: z.enum(RETURN_STATES),
      productName: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  /** Its GST credit notes, oldest first. */
  creditNotes: z.array(
    z.object({ number: z.string(), issuedAt: z.string(), cause: z.enum(CREDIT_NOTE_CAUSES), amount: z.number() }),
  ),
  /** The GST invoice's number, from the moment the order was confirmed. */
  invoiceNumber: z.string().nullable(),
  /** Whether staff may still correct the delivery address: not yet invoiced, shipped or cancelled. */
  addressEditable: z.boolean(),
  timeline: z.array(
    z.object({ status: z.enum(ORDER_STATUSES), by: z.string().nullable(), note: z.string().nullable(), at: z.string() }),
  ),
  notes: z.array(z.object({ _id: z.string(), by: z.string(), text: z.string(), at: z.string() })),
  /** The actions possible from the order's present state. */
  actions: z.array(z.enum(DESK_ACTIONS)),
});
export type DeskOrderDetail = z.infer<typeof deskOrderDetail>;
