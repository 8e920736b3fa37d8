/**
 * The tax arithmetic of a GST invoice, in integer paise. Shop prices include GST, so each line's
 * taxable value is worked back from what the customer paid: taxable = amount / (1 + rate), rounded
 * to the paisa, and the tax is the rest. Every line's taxable value and tax therefore add up to the
 * amount paid for it, and the lines to the order's total, exactly.
 */

export type Supply = "intra-state" | "inter-state" | "export";

export interface GarmentBand {
  /** The highest value per piece, before tax, that bears the lower rate. */
  limitPaise: number;
  lowRate: number;
  highRate: number;
}

export interface GoodsLine {
  description: string;
  hsn: string;
  quantity: number;
  /** What one piece cost in the shop, GST included. */
  unitPricePaise: number;
  /** The product's own rate (percent); null where the garment band decides. */
  fixedRate: number | null;
}

export interface TaxedLine {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  /** This line's share of the coupon discount. */
  discountPaise: number;
  taxablePaise: number;
  /** Percent; 0 for an export under a Letter of Undertaking. */
  rate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What the customer paid for the line: taxable value plus tax. */
  amountPaise: number;
}

export interface TaxedInvoice {
  lines: TaxedLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; amountPaise: number };
}

export interface TaxInput {
  goods: readonly GoodsLine[];
  shippingPaise: number;
  discountPaise: number;
  supply: Supply;
  band: GarmentBand;
}

/** Services of courier and transport of goods, the heading printed beside the shipping line. */
const SHIPPING_SAC = "9968";
const SHIPPING_DESCRIPTION = "Shipping";

/** Rates in hundredths of a percent, so 5% is 500 and all arithmetic stays in integers. */
function basisPoints(rate: number): number {
  return Math.round(rate * 100);
}

/**
 * Shares `total` among `weights` in proportion, in whole paise that add up to it exactly: each gets
 * its rounded-down share, and the paise left over go to the largest remainders (earlier lines first).
 */
export function shareInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return shares;
}

/**
 * A garment's rate by its price band: the lower rate while the value per piece before tax, worked
 * out at the lower rate, is at most the limit; the higher rate otherwise (also where the two rates
 * would disagree, so a piece is never under-taxed).
 */
export function bandRate(amountPaise: number, quantity: number, band: GarmentBand): number {
  const low = basisPoints(band.lowRate);
  // amount / quantity / (1 + low) <= limit, kept in integers.
  return amountPaise * 10_000 <= band.limitPaise * quantity * (10_000 + low) ? band.lowRate : band.highRate;
}

function taxedLine(
  line: Omit<TaxedLine, "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "amountPaise" | "rate">,
  amountPaise: number,
  rate: number,
  supply: Supply,
): TaxedLine {
  if (supply === "export") {
    return { ...line, amountPaise, taxablePaise: amountPaise, rate: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  }
  const bp = basisPoints(rate);
  const taxablePaise = Math.round((amountPaise * 10_000) / (10_000 + bp));
  const tax = amountPaise - taxablePaise;
  // Within the state the tax is halved between the Centre and the State; an odd paisa goes to CGST.
  const cgstPaise = supply === "intra-state" ? Math.ceil(tax / 2) : 0;
  const sgstPaise = supply === "intra-state" ? tax - cgstPaise : 0;
  const igstPaise = supply === "inter-state" ? tax : 0;
  return { ...line, amountPaise, taxablePaise, rate, cgstPaise, sgstPaise, igstPaise };
}

/**
 * The invoice's lines and totals. The coupon discount is shared among the goods in proportion to what
 * each line cost (the coupon is taken off the goods, not the shipping); any part of it beyond the
 * goods' value comes off the shipping. Shipping goes with the goods as one supply and bears the
 * highest rate among them.
 */
export function taxInvoice(input: TaxInput): TaxedInvoice {
  const gross = input.goods.map((line) => line.unitPricePaise * line.quantity);
  const goodsPaise = gross.reduce((a, b) => a + b, 0);
  const goodsDiscount = Math.min(input.discountPaise, goodsPaise);
  const shares = shareInProportion(goodsDiscount, gross);
  const lines = input.goods.map((line, index) => {
    const discountPaise = shares[index] ?? 0;
    const amountPaise = (gross[index] ?? 0) - discountPaise;
    const rate = line.fixedRate ?? bandRate(amountPaise, line.quantity, input.band);
    return taxedLine(
      {
        description: line.description,
        hsn: line.hsn,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        discountPaise,
      },
      amountPaise,
      rate,
      input.supply,
    );
  });
  if (input.shippingPaise > 0) {
    const discountPaise = Math.min(input.discountPaise - goodsDiscount, input.shippingPaise);
    const rate = Math.max(0, ...lines.map((line) => line.rate));
    lines.push(
      taxedLine(
        { description: SHIPPING_DESCRIPTION, hsn: SHIPPING_SAC, quantity: 1, unitPricePaise: input.shippingPaise, discountPaise },
        input.shippingPaise - discountPaise,
        rate,
        input.supply,
      ),
    );
  }
  const sum = (pick: (line: TaxedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    totals: {
      taxablePaise: sum((l) => l.taxablePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      amountPaise: sum((l) => l.amountPaise),
    },
  };
}
