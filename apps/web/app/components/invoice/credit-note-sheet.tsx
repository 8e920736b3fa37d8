import type { CreditNote } from "@chhaap/contract/credit-note";
import { GstSheet, printedDay } from "./gst-sheet.tsx";
import { placeOfSupply } from "./tax-invoice-sheet.tsx";

/**
 * A GST credit note as a printable sheet, the same for staff and the customer: the invoice it reduces
 * and why, then the credited lines at the invoice's rates and with its tax split.
 */
export function CreditNoteSheet({ note }: { note: CreditNote }) {
  return (
    <GstSheet
      document={note}
      title="Credit note"
      facts={[
        ["Credit note number", note.number],
        ["Credit note date", printedDay(note.issuedAt)],
        ["Original invoice", `${note.invoice.number}, ${printedDay(note.invoice.issuedAt)}`],
        ["Order", `${note.orderNumber}, ${printedDay(note.orderDate)}`],
        ["Place of supply", placeOfSupply(note.placeOfSupply)],
        ["Reason", note.reason],
      ]}
      linesCaption="What is credited, with its taxable value and tax"
      totalLabel="Credit note total"
      footer={[
        `Each line credits the same line of invoice ${note.invoice.number}, at its GST rate and with its tax split.`,
        "Tax is not payable on reverse charge.",
        `For ${note.seller.legalName}. This is a computer-generated credit note and needs no signature.`,
      ]}
    />
  );
}
