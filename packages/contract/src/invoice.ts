import { z } from "zod";

/**
 * A GST tax invoice as the customer and staff read it (`GET /api/order/{orderNumber}/invoice`,
 * `GET /api/admin/orders/{orderNumber}/invoice`). It is issued once, when the order is confirmed, and
 * never changes afterwards. Amounts are INR in rupees; shop prices include GST, so each line's
 * taxable value plus its tax is what the customer paid for it.
 */

export const INVOICE_MESSAGES = {
  notIssued: "This order has no invoice yet: it is issued once the order is confirmed.",
  stateUnknown:
    "The delivery address's state is not one of India's states or union territories, so its GST invoice cannot name the place of supply. Please correct the delivery address first (Edit delivery address), then confirm the order.",
} as const;

/**
 * Statuses of an order that has been confirmed and so has its invoice (an order confirmed before the
 * shop issued invoices gets one when it is first asked for). A cancelled order keeps one it was given.
 */
export const INVOICED_STATUSES = ["confirmed", "packed", "shipped", "delivered"] as const;

export function hasInvoice(order: { invoiceNumber: string | null; status: string }): boolean {
  return order.invoiceNumber !== null || (INVOICED_STATUSES as readonly string[]).includes(order.status);
}

export const INVOICE_KINDS = ["tax-invoice", "export-invoice"] as const;
const SUPPLY_KINDS = ["intra-state", "inter-state", "export"] as const;

/** The words printed at the top of each kind of invoice. */
export const INVOICE_TITLES: Record<(typeof INVOICE_KINDS)[number], string> = {
  "tax-invoice": "Tax invoice",
  "export-invoice": "Export invoice",
};

const invoiceAddress = z.object({
  name: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

export const taxInvoice = z.object({
  kind: z.enum(INVOICE_KINDS),
  /** "CH/26-27/000123": gap-free within its financial year. */
  number: z.string(),
  financialYear: z.string(),
  issuedAt: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  seller: z.object({
    legalName: z.string(),
    address: z.string(),
    state: z.string(),
    stateCode: z.string(),
    gstin: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    billingAddress: invoiceAddress,
    deliveryAddress: invoiceAddress,
  }),
  /**
   * The delivery state with its GST code, or "Outside India" (96) for an export. Every invoice issued
   * now has a code; only some issued before Indian states were chosen from a list lack one.
   */
  placeOfSupply: z.object({ name: z.string(), code: z.string().nullable() }),
  /** Within the shop's state: CGST and SGST; to another state: IGST; abroad: no tax under a Letter of Undertaking. */
  supply: z.enum(SUPPLY_KINDS),
  lines: z.array(
    z.object({
      description: z.string(),
      hsn: z.string(),
      quantity: z.number().int(),
      /** The shop price of one piece, GST included. */
      unitPrice: z.number(),
      /** The line's share of the coupon. */
      discount: z.number(),
      taxableValue: z.number(),
      /** Percent. */
      rate: z.number(),
      cgst: z.number(),
      sgst: z.number(),
      igst: z.number(),
      /** Taxable value plus tax: what was paid for the line. */
      amount: z.number(),
    }),
  ),
  totals: z.object({ taxableValue: z.number(), cgst: z.number(), sgst: z.number(), igst: z.number(), amount: z.number() }),
  amountInWords: z.string(),
  /** On export invoices: the declaration that the supply is made under a Letter of Undertaking. */
  exportNote: z.string().nullable(),
});
export type TaxInvoice = z.infer<typeof taxInvoice>;
