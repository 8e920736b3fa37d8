import type { TaxInvoice } from "@chhaap/contract/invoice";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TaxInvoiceSheet } from "./tax-invoice-sheet.tsx";

const address = {
  name: "Asha Khatri",
  phone: "9876543210",
  addressLine1: "12 Block Printers' Lane",
  addressLine2: "",
  city: "Bhuj",
  state: "Gujarat",
  zip: "370001",
  country: "India",
};

const domestic: TaxInvoice = {
  kind: "tax-invoice",
  number: "CH/26-27/000001",
  financialYear: "2026-27",
  issuedAt: "2026-07-01T10:00:00.000Z",
  orderNumber: "CH12345678",
  orderDate: "2026-06-30T10:00:00.000Z",
  seller: {
    legalName: "Chhaap Hand Block Prints LLP",
    address: "Ajrakhpur, Kutch",
    state: "Gujarat",
    stateCode: "24",
    gstin: "24AAKFC1234M1ZJ",
  },
  buyer: { name: "Asha Khatri", email: "asha@example.com", billingAddress: address, deliveryAddress: address },
  placeOfSupply: { name: "Gujarat", code: "24" },
  supply: "intra-state",
  lines: [
    {
      description: "Indigo Ajrakh Stole, Indigo, Free Size",
      hsn: "6214",
      quantity: 1,
      unitPrice: 1050,
      discount: 0,
      taxableValue: 1000,
      rate: 5,
      cgst: 25,
      sgst: 25,
      igst: 0,
      amount: 1050,
    },
  ],
  totals: { taxableValue: 1000, cgst: 25, sgst: 25, igst: 0, amount: 1050 },
  amountInWords: "Rupees One Thousand Fifty Only",
  exportNote: null,
};

const lut = "Supply meant for export under Letter of Undertaking without payment of integrated tax (IGST).";
const exported: TaxInvoice = {
  ...domestic,
  kind: "export-invoice",
  placeOfSupply: { name: "Outside India", code: "96" },
  supply: "export",
  lines: domestic.lines.map((line) => ({ ...line, taxableValue: 1050, rate: 0, cgst: 0, sgst: 0 })),
  totals: { taxableValue: 1050, cgst: 0, sgst: 0, igst: 0, amount: 1050 },
  exportNote: `${lut} LUT acknowledgement reference: AD240326000123X.`,
};

function render(invoice: TaxInvoice): string {
  return renderToStaticMarkup(createElement(TaxInvoiceSheet, { invoice }));
}

describe("TaxInvoiceSheet", () => {
  it("says prices include GST on a domestic invoice", () => {
    const html = render(domestic);
    expect(html).toContain("Unit price (incl. GST)");
    expect(html).toContain("Prices include GST");
  });

  it("speaks of a zero-rated export under the LUT, never of GST included", () => {
    const html = render(exported);
    expect(html).not.toContain("incl. GST");
    expect(html).not.toContain("Prices include GST");
    expect(html).toContain(">Unit price<");
    expect(html).toContain("Zero-rated export");
    expect(html).toContain("LUT acknowledgement reference: AD240326000123X.");
  });
});
