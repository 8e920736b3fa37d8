import type { TaxInvoice } from "@chhaap/contract/invoice";
import type { ReactNode } from "react";

/**
 * A GST document as a printable sheet: the seller, the title and facts, the parties, the lines with
 * their taxable value and tax (CGST and SGST within the state, IGST to another, none on an export),
 * the totals and the amount in words. The tax invoice and the credit note print on it alike. It is a
 * tax document in English whatever the shop's language; amounts in rupees with paise, as the law asks.
 */

type GstDocument = Pick<TaxInvoice, "seller" | "buyer" | "supply" | "lines" | "totals" | "amountInWords">;

const RUPEES = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DAY = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

function money(rupees: number): string {
  return RUPEES.format(rupees);
}

/** "28 November 2026": a document's date as India reads it. */
export function printedDay(iso: string): string {
  return DAY.format(new Date(iso));
}

function addressLines(address: TaxInvoice["buyer"]["billingAddress"]): string {
  return [
    address.name,
    address.addressLine1,
    address.addressLine2,
    `${address.city} ${address.zip}`.trim(),
    `${address.state}, ${address.country}`,
    address.phone,
  ]
    .filter(Boolean)
    .join("\n");
}

export function GstSheet({
  document,
  title,
  facts,
  linesCaption,
  totalLabel,
  notes,
  footer,
}: {
  document: GstDocument;
  title: string;
  /** Beside the title: the document's number and date, its order, the place of supply. */
  facts: readonly (readonly [term: string, detail: string])[];
  linesCaption: string;
  /** The summary's last line, the document's amount. */
  totalLabel: string;
  /** Printed under the amount in words. */
  notes?: ReactNode;
  footer: readonly string[];
}) {
  const intra = document.supply === "intra-state";
  const inter = document.supply === "inter-state";
  const exported = document.supply === "export";
  const { seller, buyer, totals } = document;
  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <header className="invoice__head">
        <div className="invoice__seller">
          <p className="invoice__brand">
            Chhaap <span lang="hi">छाप</span>
          </p>
          <p>
            <strong>{seller.legalName}</strong>
          </p>
          <p>{seller.address}</p>
          <p>
            State: {seller.state} ({seller.stateCode})
          </p>
          <p>GSTIN: {seller.gstin}</p>
        </div>
        <div>
          <h1 id="invoice-title">{title}</h1>
          <dl className="invoice__facts">
            {facts.map(([term, detail]) => (
              <Fact key={term} term={term} detail={detail} />
            ))}
          </dl>
        </div>
      </header>

      <div className="invoice__parties">
        <section aria-labelledby="invoice-bill-to">
          <h2 id="invoice-bill-to">Bill to</h2>
          <address>{addressLines(buyer.billingAddress)}</address>
          <p>{buyer.email}</p>
        </section>
        <section aria-labelledby="invoice-ship-to">
          <h2 id="invoice-ship-to">Ship to</h2>
          <address>{addressLines(buyer.deliveryAddress)}</address>
        </section>
      </div>

      <div className="invoice__table-wrap">
        <table className="invoice__lines">
          <caption className="visually-hidden">{linesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col" className="invoice__description">
                Description
              </th>
              <th scope="col">HSN/SAC</th>
              <th scope="col" className="invoice__num">
                Qty
              </th>
              <th scope="col" className="invoice__num">
                {exported ? "Unit price" : "Unit price (incl. GST)"}
              </th>
              <th scope="col" className="invoice__num">
                Discount
              </th>
              <th scope="col" className="invoice__num">
                Taxable value
              </th>
              <th scope="col" className="invoice__num">
                GST rate
              </th>
              {intra ? (
                <>
                  <th scope="col" className="invoice__num">
                    CGST
                  </th>
                  <th scope="col" className="invoice__num">
                    SGST
                  </th>
                </>
              ) : null}
              {inter ? (
                <th scope="col" className="invoice__num">
                  IGST
                </th>
              ) : null}
              <th scope="col" className="invoice__num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              // Lines have no identity beyond their place on the document, which never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: a frozen document's lines keep their order
              <tr key={index}>
                <td>{index + 1}</td>
                <td className="invoice__description">{line.description}</td>
                <td>{line.hsn}</td>
                <td className="invoice__num">{line.quantity}</td>
                <td className="invoice__num">{money(line.unitPrice)}</td>
                <td className="invoice__num">{line.discount > 0 ? `−${money(line.discount)}` : "–"}</td>
                <td className="invoice__num">{money(line.taxableValue)}</td>
                <td className="invoice__num">{line.rate}%</td>
                {intra ? (
                  <>
                    <td className="invoice__num">{money(line.cgst)}</td>
                    <td className="invoice__num">{money(line.sgst)}</td>
                  </>
                ) : null}
                {inter ? <td className="invoice__num">{money(line.igst)}</td> : null}
                <td className="invoice__num">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={6}>
                Total
              </th>
              <td className="invoice__num">{money(totals.taxableValue)}</td>
              <td />
              {intra ? (
                <>
                  <td className="invoice__num">{money(totals.cgst)}</td>
                  <td className="invoice__num">{money(totals.sgst)}</td>
                </>
              ) : null}
              {inter ? <td className="invoice__num">{money(totals.igst)}</td> : null}
              <td className="invoice__num">
                <strong>₹{money(totals.amount)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <dl className="invoice__summary">
        <dt>Total taxable value</dt>
        <dd>₹{money(totals.taxableValue)}</dd>
        {intra ? (
          <>
            <dt>Central tax (CGST)</dt>
            <dd>₹{money(totals.cgst)}</dd>
            <dt>State tax (SGST)</dt>
            <dd>₹{money(totals.sgst)}</dd>
          </>
        ) : null}
        {inter ? (
          <>
            <dt>Integrated tax (IGST)</dt>
            <dd>₹{money(totals.igst)}</dd>
          </>
        ) : null}
        <dt>{totalLabel}</dt>
        <dd>
          <strong>₹{money(totals.amount)}</strong>
        </dd>
      </dl>
      <p className="invoice__words">
        <span>Amount in words:</span> {document.amountInWords}
      </p>
      {notes}
      <footer className="invoice__foot">
        {footer.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </footer>
    </article>
  );
}

function Fact({ term, detail }: { term: string; detail: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{detail}</dd>
    </>
  );
}
