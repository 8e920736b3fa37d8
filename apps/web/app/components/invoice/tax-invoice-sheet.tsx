import { INVOICE_TITLES, type TaxInvoice } from "@chhaap/contract/invoice";
import { GstSheet, printedDay } from "./gst-sheet.tsx";

/**
 * The GST invoice as a printable sheet, the same for staff and the customer. An export under a Letter
 * of Undertaking is zero-rated: its prices include no GST, and the sheet says so instead of the
 * domestic "incl. GST" wording.
 */
export function TaxInvoiceSheet({ invoice }: { invoice: TaxInvoice }) {
  return (
    <GstSheet
      document={invoice}
      title={INVOICE_TITLES[invoice.kind]}
      facts={[
        ["Invoice number", invoice.number],
        ["Invoice date", printedDay(invoice.issuedAt)],
        ["Order", `${invoice.orderNumber}, ${printedDay(invoice.orderDate)}`],
        ["Place of supply", placeOfSupply(invoice.placeOfSupply)],
      ]}
      linesCaption="What was sold, with its taxable value and tax"
      totalLabel="Invoice total"
      notes={invoice.exportNote ? <p className="invoice__export">{invoice.exportNote}</p> : null}
      footer={[
        invoice.supply === "export"
          ? "Zero-rated export: no GST is charged, and each line's taxable value is what was paid for it."
          : "Prices include GST; each line's taxable value and tax add up to what was paid for it.",
        "Tax is not payable on reverse charge.",
        `For ${invoice.seller.legalName}. This is a computer-generated invoice and needs no signature.`,
      ]}
    />
  );
}

/** "Gujarat (24)"; an invoice issued before states had codes names the state alone. */
export function placeOfSupply(place: TaxInvoice["placeOfSupply"]): string {
  return place.code ? `${place.name} (${place.code})` : place.name;
}
