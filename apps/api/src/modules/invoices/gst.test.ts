import { gstState, isValidGstin } from "@chhaap/contract/gst-states";
import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words.ts";
import { bandRate, type GoodsLine, shareInProportion, taxInvoice } from "./gst.ts";
import { financialYear, invoiceNumber } from "./invoice-number.ts";

const band = { limitPaise: 250_000, lowRate: 5, highRate: 18 };
const saree: GoodsLine = { description: "Saree", hsn: "5007", quantity: 1, unitPricePaise: 689_000, fixedRate: 5 };
const kurta: GoodsLine = { description: "Kurta", hsn: "6211", quantity: 2, unitPricePaise: 189_900, fixedRate: null };
const shirt: GoodsLine = { description: "Shirt", hsn: "6205", quantity: 1, unitPricePaise: 329_900, fixedRate: null };

function addsUp(invoice: ReturnType<typeof taxInvoice>) {
  for (const line of invoice.lines) {
    expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.amountPaise);
    expect(line.unitPricePaise * line.quantity - line.discountPaise).toBe(line.amountPaise);
  }
  const { totals } = invoice;
  expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.amountPaise);
}

describe("taxInvoice", () => {
  it("works the taxable value back from tax-inclusive prices and splits the tax within the shop's state", () => {
    const invoice = taxInvoice({ goods: [saree], shippingPaise: 0, discountPaise: 0, supply: "intra-state", band });
    const [line] = invoice.lines;
    // 6,890 / 1.05 = 6,561.90; tax 328.10, halved.
    expect(line).toMatchObject({ taxablePaise: 656_190, rate: 5, cgstPaise: 16_405, sgstPaise: 16_405, igstPaise: 0 });
    addsUp(invoice);
  });

  it("charges IGST to another state, with an odd paisa of CGST within the state going to CGST", () => {
    const inter = taxInvoice({ goods: [kurta], shippingPaise: 0, discountPaise: 0, supply: "inter-state", band });
    expect(inter.lines[0]).toMatchObject({ taxablePaise: 361_714, igstPaise: 18_086, cgstPaise: 0, sgstPaise: 0 });
    const odd = taxInvoice({
      goods: [{ ...saree, unitPricePaise: 10_001 }],
      shippingPaise: 0,
      discountPaise: 0,
      supply: "intra-state",
      band,
    });
    // 100.01 / 1.05 = 95.25, leaving 4.76 of tax: 2.38 each. 100.07 is 95.30 and 4.77: 2.39 CGST, 2.38 SGST.
    expect(odd.lines[0]).toMatchObject({ taxablePaise: 9_525, cgstPaise: 238, sgstPaise: 238 });
    const odder = taxInvoice({
      goods: [{ ...saree, unitPricePaise: 10_007 }],
      shippingPaise: 0,
      discountPaise: 0,
      supply: "intra-state",
      band,
    });
    expect(odder.lines[0]).toMatchObject({ taxablePaise: 9_530, cgstPaise: 239, sgstPaise: 238 });
    addsUp(odd);
  });

  it("chooses the garment rate by the value per piece: 5% up to ₹2,500 before tax, 18% above", () => {
    expect(bandRate(262_500, 1, band)).toBe(5); // 2,625 / 1.05 = 2,500 exactly
    expect(bandRate(262_501, 1, band)).toBe(18);
    expect(bandRate(525_000, 2, band)).toBe(5); // per piece, not per line
    const invoice = taxInvoice({ goods: [kurta, shirt], shippingPaise: 0, discountPaise: 0, supply: "inter-state", band });
    expect(invoice.lines.map((l) => l.rate)).toEqual([5, 18]);
  });

  it("shares a coupon among the goods in proportion, which can bring a piece into the lower band", () => {
    const invoice = taxInvoice({ goods: [shirt, kurta], shippingPaise: 0, discountPaise: 70_000, supply: "intra-state", band });
    const discounts = invoice.lines.map((l) => l.discountPaise);
    expect(discounts.reduce((a, b) => a + b, 0)).toBe(70_000);
    // 3,299 of 7,097: 325.39 rounded down, one paisa more for the largest remainder.
    expect(discounts).toEqual([32_539, 37_461]);
    // The shirt now costs 2,973.61, 2,832 before tax at 5%: still above the limit.
    expect(invoice.lines[0]?.rate).toBe(18);
    // The same coupon on the shirt alone: 2,599 is 2,475.24 before tax at 5%, within the band.
    const alone = taxInvoice({ goods: [shirt], shippingPaise: 0, discountPaise: 70_000, supply: "intra-state", band });
    expect(alone.lines[0]?.rate).toBe(5);
    addsUp(invoice);
  });

  it("adds shipping as a line at the highest rate of the goods, and the lines add up to the order's total", () => {
    const invoice = taxInvoice({
      goods: [saree, kurta, shirt],
      shippingPaise: 12_345,
      discountPaise: 33_333,
      supply: "intra-state",
      band,
    });
    const shipping = invoice.lines.at(-1);
    expect(shipping).toMatchObject({ description: "Shipping", hsn: "9968", rate: 18, amountPaise: 12_345 });
    expect(invoice.totals.amountPaise).toBe(689_000 + 2 * 189_900 + 329_900 + 12_345 - 33_333);
    addsUp(invoice);
  });

  it("adds up to the paisa for many awkward prices", () => {
    for (let price = 9_901; price < 400_000; price += 7_919) {
      for (const supply of ["intra-state", "inter-state"] as const) {
        const invoice = taxInvoice({
          goods: [
            { ...kurta, unitPricePaise: price, quantity: 3 },
            { ...saree, unitPricePaise: price + 13 },
          ],
          shippingPaise: price % 997,
          discountPaise: price % 1_009,
          supply,
          band,
        });
        expect(invoice.totals.amountPaise).toBe(price * 3 + price + 13 + (price % 997) - (price % 1_009));
        addsUp(invoice);
      }
    }
  });

  it("charges no tax on an export under a Letter of Undertaking", () => {
    const invoice = taxInvoice({ goods: [saree, kurta], shippingPaise: 250_000, discountPaise: 0, supply: "export", band });
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise + invoice.totals.igstPaise).toBe(0);
    expect(invoice.totals.taxablePaise).toBe(invoice.totals.amountPaise);
    expect(invoice.lines.every((l) => l.rate === 0)).toBe(true);
  });

  it("takes a coupon larger than the goods partly off the shipping", () => {
    const invoice = taxInvoice({
      goods: [{ ...kurta, quantity: 1 }],
      shippingPaise: 10_000,
      discountPaise: 192_900,
      supply: "intra-state",
      band,
    });
    expect(invoice.lines.map((l) => l.amountPaise)).toEqual([0, 7_000]);
    addsUp(invoice);
  });
});

describe("shareInProportion", () => {
  it("always hands out exactly the total", () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(shareInProportion(7, [0, 0])).toEqual([0, 0]);
  });
});

describe("amountInWords", () => {
  it("counts in lakhs and crores, with paise", () => {
    expect(amountInWords(12_345_678_950)).toBe(
      "Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Rupees And Fifty Paise Only",
    );
    expect(amountInWords(10_000_000)).toBe("One Lakh Rupees Only");
    expect(amountInWords(1_010)).toBe("Ten Rupees And Ten Paise Only");
    expect(amountInWords(29)).toBe("Zero Rupees And Twenty Nine Paise Only");
  });
});

describe("invoice numbers", () => {
  it("run from 1 April to 31 March by the date in India", () => {
    expect(financialYear(new Date("2026-03-31T18:29:59Z"))).toBe("2025-26"); // 23:59:59 IST, 31 March
    expect(financialYear(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27"); // midnight IST, 1 April
    expect(financialYear(new Date("2099-12-01T00:00:00Z"))).toBe("2099-00");
    expect(invoiceNumber("CH", "2026-27", 123)).toBe("CH/26-27/000123");
    expect(invoiceNumber("ABC", "2026-27", 999_999)).toHaveLength(16);
  });
});

describe("GST states and GSTINs", () => {
  it("knows states by their everyday names and checks a GSTIN's check character", () => {
    expect(gstState("tamil nadu")).toEqual({ name: "Tamil Nadu", code: "33" });
    expect(gstState("J&K")?.code).toBe("01");
    expect(gstState("Orissa")?.name).toBe("Odisha");
    expect(gstState("Bavaria")).toBeUndefined();
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("24AAKFC1234M1ZJ")).toBe(true);
  });
});
