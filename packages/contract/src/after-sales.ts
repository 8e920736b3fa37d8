import { z } from "zod";
import { ACCOUNT_NUMBER_PATTERN, IFSC_PATTERN, UPI_ID_PATTERN } from "./payment-details.ts";
import { RETURN_KINDS, RETURN_REASONS, RETURN_STATES, type ReturnKind } from "./returns.ts";
import { withoutInvisibleFormatting } from "./text-rules.ts";

/**
 * A customer's return and exchange requests (`POST /api/order/{orderNumber}/returns`, multipart because
 * of the photos) and how the order page shows them. One request is one line of a delivered order and a
 * number of its pieces; a cash-on-delivery customer asking for money back says where it should go.
 */

export const RETURN_NOTE_MAX = 500;
export const RETURN_PHOTOS_MAX = 3;
/** Each photo is a JPEG, PNG or WebP image of at most 5 MB (judged by its content, not its name). */
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** "CHP-7K4M-Q9XD-R1": the order's number and the request's place among its requests. */
export const RETURN_NUMBER_PATTERN = /^CHP-[0-9A-Z]{4}-[0-9A-Z]{4}-R[1-9][0-9]{0,3}$/;

export const AFTER_SALE_MESSAGES = {
  requested: "We have your request. We will look at it within two working days and mail you our answer.",
  lineRequired: "Please choose the piece to return or exchange.",
  lineNotFound: "This order has no such piece.",
  kindRequired: "Please choose a return or an exchange.",
  quantityInvalid: "Please enter how many pieces: a whole number of at least 1.",
  reasonRequired: "Please choose a reason.",
  noteTooLong: `Please keep the note under ${RETURN_NOTE_MAX} characters.`,
  sizeRequired: "Please choose the size you want instead.",
  sizeUnavailable: "That size is not in stock in this colour now. Please choose another size.",
  refundToRequired: "Please choose where we should send your refund: a UPI ID or a bank account.",
  upiInvalid: "A UPI ID looks like name@bank: letters, digits, dots, dashes or underscores, an @ and the bank's handle.",
  accountNameRequired: "Please enter the name the bank account is held in.",
  accountNumberInvalid: "An account number is 6 to 34 letters or digits (spaces and dashes allowed).",
  ifscInvalid: "An IFSC is 11 characters: 4 letters, a 0, then 6 letters or digits (SBIN0001234).",
  notDelivered: "You can ask for a return or an exchange once the order has been delivered.",
  requestOpen: "You already have a request open for this piece. We will mail you when it moves on.",
  nothingLeft: "Every piece of this line has already been returned or exchanged.",
  photoNotImage: "Please send the photos as JPEG, PNG or WebP images.",
  photoTooLarge: "Each photo must be 5 MB or smaller.",
  tooManyPhotos: `Please send at most ${RETURN_PHOTOS_MAX} photos.`,
} as const;

/** "The time to ask for a return or an exchange ended on 2026-12-15." */
export function windowClosedMessage(lastDay: string): string {
  return `The time to ask for a return or an exchange of this order ended on ${lastDay}.`;
}

/** "You can return or exchange at most 1 piece of this line." */
export function quantityTooManyMessage(left: number): string {
  return `You can return or exchange at most ${left} ${left === 1 ? "piece" : "pieces"} of this line.`;
}

/** Where a cash-on-delivery customer's refund goes: a UPI ID, or an Indian bank account. */
const REFUND_DESTINATION_KINDS = ["upi", "bank"] as const;
export type RefundDestination =
  | { kind: "upi"; upiId: string }
  | { kind: "bank"; accountName: string; accountNumber: string; ifsc: string };

/**
 * A refund goes back the way the order was paid; only cash paid at the door has no way back, so a
 * cash-on-delivery customer asking for money (not an exchange) says where it should go.
 */
export function refundDestinationNeeded(paymentMethod: string, kind: ReturnKind): boolean {
  return paymentMethod === "cash_on_delivery" && kind === "return";
}

/** A refund destination as shown once given: enough to recognise it, not enough to use it. */
export function maskRefundDestination(destination: RefundDestination): string {
  if (destination.kind === "upi") {
    const handle = destination.upiId.slice(destination.upiId.lastIndexOf("@"));
    return `UPI ••••${handle}`;
  }
  const digits = destination.accountNumber.replace(/[\s-]/g, "");
  return `A/c ••••${digits.slice(-4)} (${destination.ifsc})`;
}

/** A form's empty field is a field not filled in. */
const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema.optional());
/** Spaces and dashes people type into codes and numbers are not part of them. */
const compact = (value: string) => value.replace(/[\s-]+/g, "");

/**
 * `POST /api/order/{orderNumber}/returns` as multipart fields (the photos travel as files named
 * `photos`). Whether the refund destination is needed depends on the order (refundDestinationNeeded):
 * the server asks for it then, and ignores one sent for a prepaid order or an exchange.
 */
export const returnRequestInput = z
  .object({
    line: z.string({ error: AFTER_SALE_MESSAGES.lineRequired }).trim().min(1, AFTER_SALE_MESSAGES.lineRequired).max(64),
    kind: z.enum(RETURN_KINDS, { error: AFTER_SALE_MESSAGES.kindRequired }),
    quantity: z.coerce
      .number({ error: AFTER_SALE_MESSAGES.quantityInvalid })
      .int(AFTER_SALE_MESSAGES.quantityInvalid)
      .min(1, AFTER_SALE_MESSAGES.quantityInvalid)
      .max(999, AFTER_SALE_MESSAGES.quantityInvalid),
    reason: z.enum(RETURN_REASONS, { error: AFTER_SALE_MESSAGES.reasonRequired }),
    note: optional(
      z
        .string()
        .transform((value) => withoutInvisibleFormatting(value).replace(/\r\n/g, "\n").trim())
        .pipe(z.string().max(RETURN_NOTE_MAX, AFTER_SALE_MESSAGES.noteTooLong)),
    ),
    /** An exchange: the size wanted instead, of the same colourway. */
    size: optional(z.string().trim().max(20, AFTER_SALE_MESSAGES.sizeUnavailable)),
    refund_to: optional(z.enum(REFUND_DESTINATION_KINDS, { error: AFTER_SALE_MESSAGES.refundToRequired })),
    upi_id: optional(z.string().trim().max(320)),
    account_name: optional(z.string().max(200)),
    account_number: optional(z.string().max(60)),
    ifsc: optional(z.string().max(30)),
  })
  .superRefine(
    (input, ctx) => {
      if (input.kind === "exchange" && !input.size)
        ctx.addIssue({ code: "custom", path: ["size"], message: AFTER_SALE_MESSAGES.sizeRequired });
      if (input.refund_to === "upi" && !UPI_ID_PATTERN.test(input.upi_id ?? ""))
        ctx.addIssue({ code: "custom", path: ["upi_id"], message: AFTER_SALE_MESSAGES.upiInvalid });
      if (input.refund_to === "bank") {
        const name = withoutInvisibleFormatting(input.account_name ?? "").trim();
        if (name === "" || name.length > 120)
          ctx.addIssue({ code: "custom", path: ["account_name"], message: AFTER_SALE_MESSAGES.accountNameRequired });
        if (!ACCOUNT_NUMBER_PATTERN.test((input.account_number ?? "").trim()))
          ctx.addIssue({ code: "custom", path: ["account_number"], message: AFTER_SALE_MESSAGES.accountNumberInvalid });
        if (!IFSC_PATTERN.test(compact(input.ifsc ?? "").toUpperCase()))
          ctx.addIssue({ code: "custom", path: ["ifsc"], message: AFTER_SALE_MESSAGES.ifscInvalid });
      }
    },
    // Every field's message at once, even while others (the kind, the reason) are still missing.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .transform((input) => ({
    line: input.line,
    kind: input.kind,
    quantity: input.quantity,
    reason: input.reason,
    note: input.note ?? "",
    size: input.kind === "exchange" ? (input.size ?? null) : null,
    refundTo: refundDestinationOf(input),
  }));
export type ReturnRequestInput = z.output<typeof returnRequestInput>;

function refundDestinationOf(input: {
  refund_to?: "upi" | "bank";
  upi_id?: string;
  account_name?: string;
  account_number?: string;
  ifsc?: string;
}): RefundDestination | null {
  if (input.refund_to === "upi") return { kind: "upi", upiId: input.upi_id ?? "" };
  if (input.refund_to === "bank")
    return {
      kind: "bank",
      accountName: withoutInvisibleFormatting(input.account_name ?? "")
        .replace(/\s+/g, " ")
        .trim(),
      accountNumber: compact(input.account_number ?? "").toUpperCase(),
      ifsc: compact(input.ifsc ?? "").toUpperCase(),
    };
  return null;
}

/** The fields of the form, in the order they are shown (and focused on an error). */
export const RETURN_FORM_FIELDS = [
  "kind",
  "quantity",
  "size",
  "reason",
  "note",
  "refund_to",
  "upi_id",
  "account_name",
  "account_number",
  "ifsc",
  "photos",
] as const;

export const returnRequestParams = z.object({ orderNumber: z.string().max(40) });
export const returnPhotoParams = z.object({
  orderNumber: z.string().max(40),
  requestNumber: z.string().max(50),
  photoId: z.string().max(64),
});

/** Why a line of an order cannot be returned or exchanged now. */
const RETURN_BLOCKS = ["not_delivered", "window_closed", "request_open", "all_requested"] as const;
export type ReturnBlock = (typeof RETURN_BLOCKS)[number];

/** What the customer may ask for one line of an order: how many pieces, which sizes instead, or why not. */
export const lineReturnOptions = z.object({
  line_id: z.string(),
  /** Pieces not yet asked for in a request that was not turned down. */
  quantity_left: z.number().int(),
  /** Other sizes of the same colourway that have a piece in stock now. */
  exchange_sizes: z.array(z.string()),
  /** Null when a request can be made now. */
  blocked: z.enum(RETURN_BLOCKS).nullable(),
});
export type LineReturnOptions = z.infer<typeof lineReturnOptions>;

/** One request as its customer sees it (the order page). */
export const returnRequestView = z.object({
  number: z.string(),
  line_id: z.string(),
  product_name: z.string(),
  colour: z.string(),
  size: z.string(),
  kind: z.enum(RETURN_KINDS),
  quantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  reason_label: z.string(),
  note: z.string(),
  state: z.enum(RETURN_STATES),
  state_label: z.string(),
  created_at: z.string(),
  exchange_size: z.string().nullable(),
  /** Masked (maskRefundDestination); null for a prepaid order or an exchange. */
  refund_to: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  pickup: z.object({ carrier: z.string().nullable(), awb: z.string() }).nullable(),
  refund: z.object({
    due_on: z.string().nullable(),
    amount: z.number().nullable(),
    method: z.string().nullable(),
    reference: z.string().nullable(),
    refunded_on: z.string().nullable(),
  }),
  replacement: z.object({ carrier: z.string().nullable(), awb: z.string() }).nullable(),
  history: z.array(z.object({ state: z.enum(RETURN_STATES), label: z.string(), at: z.string() })),
  /** Served to the request's owner only. */
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
});
export type ReturnRequestView = z.infer<typeof returnRequestView>;

/** A credit note of the order, as listed on the order page; the sheet itself is at `url`. */
export const orderCreditNote = z.object({
  number: z.string(),
  issued_at: z.string(),
  amount: z.number(),
  url: z.string(),
});
