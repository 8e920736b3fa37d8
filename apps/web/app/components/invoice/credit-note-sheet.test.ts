import type { CreditNote } from "@chhaap/contract/credit-note";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CreditNoteSheet } from "./credit-note-sheet.tsx";

const address = {
  name: "Asha Khatri",
  phone: "9876543210",
  addressLine1: "12 Block Printers' Lane",
  addressLine2: "",
  city: "Pune",
  state: "Maharashtra",
  zip: "411001",
  country: "India",
};

const note: CreditNote = {
  kind: "credit-note",
  number: "CN/26-27/000003",
  financialYear: "2026-27",
  issuedAt: "2026-11-28T06:30:00.000Z",
  cause: "return",
  reason: "Goods returned: return CHP-7K4M-Q9XD-R1",
  returnNumber: "CHP-7K4M-Q9XD-R1",
  invoice: { number: "CH/26-27/000120", issuedAt: "2026-11-02T10:00:00.000Z" },
  orderNumber: "CHP-7K4M-Q9XD",
  orderDate: "2026-11-01T10:00:00.000Z",
  seller: {
    legalName: "Chhaap Hand Block Prints LLP",
    address: "Ajrakhpur, Kutch",
    state: "Gujarat",
    stateCode: "24",
    gstin: "24AAKFC1234M1ZJ",
  },
  buyer: { name: "Asha Khatri", email: "asha@example.com", billingAddress: address, deliveryAddress: address },
  placeOfSupply: { name: "Maharashtra", code: "27" },
  supply: "inter-state",
  lines: [
    {
      description: "Ajrakh Cotton Fabric, Indigo, M",
      hsn: "5208",
      quantity: 1,
      unitPrice: 689.5,
      discount: 7.52,
      taxableValue: 649.5,
      rate: 5,
      cgst: 0,
      sgst: 0,
      igst: 32.48,
      amount: 681.98,
    },
  ],
  totals: { taxableValue: 649.5, cgst: 0, sgst: 0, igst: 32.48, amount: 681.98 },
  amountInWords: "Rupees Six Hundred Eighty One And Ninety Eight Paise Only",
};

describe("CreditNoteSheet", () => {
  it("is titled a credit note and names the invoice it reduces and why", () => {
    const html = renderToStaticMarkup(createElement(CreditNoteSheet, { note }));
    expect(html).toContain(">Credit note</h1>");
    expect(html).toContain("<dt>Original invoice</dt><dd>CH/26-27/000120, 2 November 2026</dd>");
    expect(html).toContain("<dt>Reason</dt><dd>Goods returned: return CHP-7K4M-Q9XD-R1</dd>");
    expect(html).toContain("<dt>Credit note total</dt>");
    // Another state's place of supply: IGST only, as on the invoice.
    expect(html).toContain(">IGST<");
    expect(html).not.toContain(">CGST<");
    expect(html).not.toContain("Invoice total");
  });
});
