import { z } from "zod";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "../orders.ts";
import { RETURN_CONDITIONS, RETURN_KINDS, RETURN_REASONS, RETURN_STATES, type ReturnCondition } from "../returns.ts";
import { REFUND_METHODS } from "./orders.ts";

/**
 * The back office's returns desk: customers' return and exchange requests, each moved a step at a
 * time. A step is allowed only from certain states (and some only for a return or an exchange); the
 * API refuses it from any other (409), and of two staff pressing at once, one wins.
 */

const RETURN_ACTIONS = [
  "approve",
  "reject",
  "book-pickup",
  "receive",
  "refund",
  "pack-replacement",
  "ship-replacement",
  "deliver-replacement",
] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/** The words on each step's button. */
export const RETURN_ACTION_LABELS: Record<ReturnAction, string> = {
  approve: "Approve",
  reject: "Reject",
  "book-pickup": "Book pickup",
  receive: "Mark as received",
  refund: "Record refund",
  "pack-replacement": "Mark replacement packed",
  "ship-replacement": "Mark replacement shipped",
  "deliver-replacement": "Mark replacement delivered",
};

export const RETURN_CONDITION_LABELS: Record<ReturnCondition, string> = {
  restocked: "Fit to sell: back in stock",
  damaged: "Damaged: kept out of stock",
};

export const RETURNS_MESSAGES = {
  notFound: "No return or exchange request with that number.",
  photoNotFound: "This request has no such photo.",
  notAllowedNow: "This request has moved on since the page was loaded: that step is no longer possible. Please reload it.",
  exchangeSoldOut:
    "The size the customer wants is sold out, so the exchange cannot be approved. Reject it with that reason (the customer can ask for a return instead), or add stock first.",
  reasonRequired: "Please give a reason.",
  carrierRequired: "Please enter the carrier.",
  awbRequired: "Please enter the AWB (air waybill) number.",
  trackingRequired: "Please enter the tracking or AWB number.",
  conditionRequired: "Please say whether the piece can be sold again.",
  amountInvalid: "Please enter the amount refunded, in rupees, more than 0.",
  amountAboveCredit: "That is more than was credited for these pieces. Refund at most the credit note's amount.",
  amountAbovePaid: "With the order's earlier refunds that is more than the customer paid for the order.",
  methodInvalid: "Please choose how the money went back.",
  referenceRequired: "Please enter the reference of the refund payment (UTR, transaction ID or receipt number).",
  dateInvalid: "Please enter the date the refund was paid: today, or a day since the piece was received.",
  updated: "Request updated.",
} as const;

const MAX_REFUND_RUPEES = 10_000_000;

const text = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const reason = text(RETURNS_MESSAGES.reasonRequired, 300, "Please keep the reason under 300 characters.");
const carrier = text(RETURNS_MESSAGES.carrierRequired, 60, "Please keep the carrier under 60 characters.");

/** `POST /api/admin/returns/{number}/steps`. */
export const returnStepRequest = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("approve") }),
    z.object({ action: z.literal("reject"), reason }),
    z.object({
      action: z.literal("book-pickup"),
      carrier,
      awb: text(RETURNS_MESSAGES.awbRequired, 60, "Please keep the AWB number under 60 characters."),
    }),
    z.object({
      action: z.literal("receive"),
      condition: z.enum(RETURN_CONDITIONS, { error: RETURNS_MESSAGES.conditionRequired }),
    }),
    z.object({
      action: z.literal("refund"),
      amount: z.coerce
        .number({ error: RETURNS_MESSAGES.amountInvalid })
        .positive(RETURNS_MESSAGES.amountInvalid)
        .max(MAX_REFUND_RUPEES, RETURNS_MESSAGES.amountInvalid)
        .multipleOf(0.01, RETURNS_MESSAGES.amountInvalid),
      method: z.enum(REFUND_METHODS, { error: RETURNS_MESSAGES.methodInvalid }),
      reference: text(RETURNS_MESSAGES.referenceRequired, 120, "Please keep the reference under 120 characters."),
      /** The day the money went back (YYYY-MM-DD, in India); not after today. */
      date: z.iso.date({ error: RETURNS_MESSAGES.dateInvalid }),
    }),
    z.object({ action: z.literal("pack-replacement") }),
    z.object({
      action: z.literal("ship-replacement"),
      carrier,
      awb: text(RETURNS_MESSAGES.trackingRequired, 60, "Please keep the tracking number under 60 characters."),
    }),
    z.object({ action: z.literal("deliver-replacement") }),
  ],
  { error: "Please choose one of the request's steps." },
);
export type ReturnStepRequest = z.output<typeof returnStepRequest>;

export const RETURNS_PAGE_SIZE = 25;

export const returnListQuery = z.object({
  state: z.enum(RETURN_STATES).optional(),
  /** A request's or an order's number, or a piece of one. */
  q: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const returnParams = z.object({ number: z.string().max(60) });
export const returnPhotoParams = returnParams.extend({ photoId: z.string().max(60) });

const returnSummary = z.object({
  /** "CHP-7K4M-Q9XD-R1". */
  number: z.string(),
  createdAt: z.string(),
  orderNumber: z.string(),
  customer: z.string(),
  kind: z.enum(RETURN_KINDS),
  reason: z.enum(RETURN_REASONS),
  state: z.enum(RETURN_STATES),
  productName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  exchangeSize: z.string().nullable(),
  /** A received return: the refund is owed by this date (YYYY-MM-DD). */
  refundDueOn: z.string().nullable(),
});
export type ReturnSummary = z.infer<typeof returnSummary>;

export const returnList = z.object({
  requests: z.array(returnSummary),
  /** Requests in each state (whatever the search), for the state tabs. */
  counts: z.record(z.enum(RETURN_STATES), z.number().int()),
});

/** Where a cash-on-delivery customer's refund goes, in full: staff pay it. */
const refundDestination = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("upi"), upiId: z.string() }),
  z.object({ kind: z.literal("bank"), accountName: z.string(), accountNumber: z.string(), ifsc: z.string() }),
]);

export const returnDetail = returnSummary.extend({
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  order: z.object({
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    total: z.number(),
    deliveredAt: z.string().nullable(),
  }),
  line: z.object({
    productName: z.string(),
    itemCode: z.string(),
    colour: z.string(),
    size: z.string(),
    /** What one piece cost the customer. */
    price: z.number(),
    /** The line's whole quantity on the order (the request may be for fewer). */
    quantity: z.number().int(),
    image: z.string().nullable(),
  }),
  note: z.string(),
  refundTo: refundDestination.nullable(),
  /** Served to staff only, by `GET /api/admin/returns/{number}/photos/{photoId}`. */
  photos: z.array(z.object({ _id: z.string(), url: z.string() })),
  rejectionReason: z.string().nullable(),
  pickup: z.object({ carrier: z.string(), awb: z.string() }).nullable(),
  received: z.object({ at: z.string(), condition: z.enum(RETURN_CONDITIONS) }).nullable(),
  creditNote: z.object({ number: z.string(), amount: z.number() }).nullable(),
  /** The most a refund of this request may be: its credit, and what is left of what the customer paid. */
  refundLimit: z.number().nullable(),
  refund: z.object({ amount: z.number(), method: z.enum(REFUND_METHODS), reference: z.string(), date: z.string() }).nullable(),
  replacement: z.object({ carrier: z.string(), awb: z.string() }).nullable(),
  history: z.array(
    z.object({ state: z.enum(RETURN_STATES), by: z.string().nullable(), note: z.string().nullable(), at: z.string() }),
  ),
  /** The steps possible from the request's present state. */
  actions: z.array(z.enum(RETURN_ACTIONS)),
});
export type ReturnDetail = z.infer<typeof returnDetail>;
