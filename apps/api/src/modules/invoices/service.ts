import { isIndia } from "@chhaap/contract/address";
import { gstState } from "@chhaap/contract/gst-states";
import { INVOICE_MESSAGES, INVOICED_STATUSES, type TaxInvoice, taxInvoice } from "@chhaap/contract/invoice";
import { ORDER_MESSAGES } from "@chhaap/contract/orders";
import type { InvoiceSettings } from "#src/config.ts";
import type { Database, Transaction } from "#src/db/client.ts";
import type { AddressSnapshot, OrderStatus } from "#src/db/schema.ts";
import { initialShopSettings, readShopSettings } from "#src/modules/site/shop-settings.ts";
import { rupees } from "#src/money.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { amountInWords } from "./amount-in-words.ts";
import { type Supply, type TaxedLine, taxInvoice as taxLines } from "./gst.ts";
import { financialYear, invoiceNumber } from "./invoice-number.ts";
import {
  findInvoiceDocument,
  findOrderIdentity,
  insertInvoice,
  listInvoiceLines,
  lockOrder,
  takeNextSequence,
} from "./queries.ts";

const EXPORT_NOTE = "Supply meant for export under Letter of Undertaking without payment of integrated tax (IGST).";

/**
 * Issues the order's invoice inside the caller's transaction (the one that confirms the order), once:
 * an order that has one keeps it. Its number comes from the financial year's counter in the same
 * transaction, so a rollback leaves no gap. The seller is the shop's settings as they are in that
 * transaction; the document is then frozen. Answers the invoice number.
 */
export async function issueInvoice(tx: Transaction, settings: InvoiceSettings, orderId: string, at: Date): Promise<string> {
  const found = await lockOrder(tx, orderId);
  if (!found) throw new Error(`no order ${orderId} to invoice`);
  const existing = await findInvoiceDocument(tx, orderId);
  if (existing) return taxInvoice.parse(existing).number;

  const { order } = found;
  const shop = await readShopSettings(tx, initialShopSettings(settings.seller));
  const seller = {
    legalName: shop.legalName,
    address: shop.address,
    state: shop.state,
    stateCode: shop.stateCode,
    gstin: shop.gstin,
  };
  const year = financialYear(at);
  const sequence = await takeNextSequence(tx, year);
  const number = invoiceNumber(settings.prefix, year, sequence);
  const delivery = order.shippingAddress;
  const billing = order.billingAddress ?? delivery;
  const { supply, placeOfSupply } = supplyOf(seller, delivery);
  const lines = await listInvoiceLines(tx, orderId);
  const taxed = taxLines({
    goods: lines.map((line) => ({
      description: lineDescription(line),
      hsn: line.hsnCode ?? "",
      quantity: line.quantity,
      unitPricePaise: line.unitSalePricePaise,
      fixedRate: line.gstRate ?? null,
    })),
    shippingPaise: order.shippingPaise,
    discountPaise: order.discountPaise,
    supply,
    band: settings.garmentBand,
  });
  // The order's total was computed when it was placed; the invoice must account for every paisa of it.
  if (taxed.totals.amountPaise !== order.totalPaise) {
    throw new Error(`invoice of ${order.orderNumber} adds up to ${taxed.totals.amountPaise}, not ${order.totalPaise}`);
  }
  const document: TaxInvoice = {
    kind: supply === "export" ? "export-invoice" : "tax-invoice",
    number,
    financialYear: year,
    issuedAt: at.toISOString(),
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    seller,
    buyer: {
      name: billing.name || [found.userName, found.userLastName].filter(Boolean).join(" "),
      email: billing.email || found.userEmail,
      billingAddress: addressOf(billing),
      deliveryAddress: addressOf(delivery),
    },
    placeOfSupply,
    supply,
    lines: taxed.lines.map(lineInRupees),
    totals: {
      taxableValue: rupees(taxed.totals.taxablePaise),
      cgst: rupees(taxed.totals.cgstPaise),
      sgst: rupees(taxed.totals.sgstPaise),
      igst: rupees(taxed.totals.igstPaise),
      amount: rupees(taxed.totals.amountPaise),
    },
    amountInWords: amountInWords(taxed.totals.amountPaise),
    exportNote:
      supply === "export"
        ? settings.lutReference
          ? `${EXPORT_NOTE} LUT acknowledgement reference: ${settings.lutReference}.`
          : EXPORT_NOTE
        : null,
  };
  await insertInvoice(tx, { orderId, number, financialYear: year, sequence, issuedAt: at, document });
  return number;
}

/**
 * The invoice of an order, for staff (any order) or its customer (`ownerId`: another customer's order
 * does not exist). An order confirmed before invoices were issued gets its invoice now; one never
 * confirmed has none.
 */
export async function readInvoice(
  db: Database,
  settings: InvoiceSettings,
  now: () => Date,
  orderNumber: string,
  ownerId?: string,
): Promise<TaxInvoice> {
  const order = await findOrderIdentity(db, orderNumber);
  if (!order || (ownerId !== undefined && order.userId !== ownerId)) throw notFound("order.not_found", ORDER_MESSAGES.notFound);
  const stored = await findInvoiceDocument(db, order.id);
  if (stored) return taxInvoice.parse(stored);
  if (!(INVOICED_STATUSES as readonly OrderStatus[]).includes(order.status))
    throw notFound("invoice.not_issued", INVOICE_MESSAGES.notIssued);
  await db.transaction((tx) => issueInvoice(tx, settings, order.id, now()));
  return taxInvoice.parse(await findInvoiceDocument(db, order.id));
}

/**
 * Abroad, an export; in India, the delivery state as GST names it, with its code. The state comes from
 * the shop's list (an address saved before the list, typed by hand, may hold anything): one that is
 * not a listed state or union territory stops the invoice, and with it the confirmation, until staff
 * correct the delivery address.
 */
function supplyOf(
  seller: { stateCode: string },
  delivery: AddressSnapshot,
): { supply: Supply; placeOfSupply: { name: string; code: string } } {
  if (!isIndia(delivery.country)) return { supply: "export", placeOfSupply: { name: "Outside India", code: "96" } };
  const state = gstState(delivery.state);
  if (!state) throw new ApiError(409, "invoice.state_unknown", INVOICE_MESSAGES.stateUnknown);
  // Within the state the GSTIN names, CGST and SGST; to any other state or union territory, IGST.
  return { supply: state.code === seller.stateCode ? "intra-state" : "inter-state", placeOfSupply: state };
}

/** "Indigo Ajrakh Stole, Indigo, M": how an order line is named on the invoice. */
export function lineDescription(line: { productName: string; colour: string; size: string }): string {
  return [line.productName, line.colour, line.size].filter(Boolean).join(", ");
}

/** An address as the invoice prints it: an Indian state as GST names it, whatever case it was saved in. */
function addressOf(address: AddressSnapshot): TaxInvoice["buyer"]["billingAddress"] {
  const { name, phone, addressLine1, addressLine2, city, zip, country } = address;
  const state = isIndia(country) ? (gstState(address.state)?.name ?? address.state) : address.state;
  return { name, phone, addressLine1, addressLine2, city, state, zip, country };
}

function lineInRupees(line: TaxedLine): TaxInvoice["lines"][number] {
  return {
    description: line.description,
    hsn: line.hsn,
    quantity: line.quantity,
    unitPrice: rupees(line.unitPricePaise),
    discount: rupees(line.discountPaise),
    taxableValue: rupees(line.taxablePaise),
    rate: line.rate,
    cgst: rupees(line.cgstPaise),
    sgst: rupees(line.sgstPaise),
    igst: rupees(line.igstPaise),
    amount: rupees(line.amountPaise),
  };
}
