import "#app/styles/admin-gst.css";
import { type Gstr1Tables, gstr1Tables } from "@chhaap/contract/admin/gst";
import { data, Form, isRouteErrorResponse, useNavigation } from "react-router";
import { GstTable } from "#app/features/admin/gst/gst-table.tsx";
import { indiaMonth, periodLabel, recentPeriods } from "#app/features/admin/gst/return-periods.ts";
import { BACK_OFFICE_HEADERS, loadFailed, readAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import { formatDay, formatInr } from "#app/features/admin/kit/desk-format.ts";
import type { Route } from "./+types/admin-gst";

/**
 * GET /api/admin/gst/gstr1/tables for the return period in the URL (this month in India when none).
 * A period the API cannot read keeps the picker with the API's word about it; a member without
 * reports access gets the 403 page below.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const period = new URL(request.url).searchParams.get("period") || indiaMonth(now);
  const read = await readAdmin(context, `/api/admin/gst/gstr1/tables?${new URLSearchParams({ period })}`, gstr1Tables);
  if (!read.ok && read.status !== 400) loadFailed(read.status);
  return data(
    {
      period,
      periods: recentPeriods(now),
      gstr1: read.ok ? read.data : null,
      problem: read.ok ? null : (read.message ?? "That return period could not be read."),
    },
    { headers: BACK_OFFICE_HEADERS },
  );
}

export function headers() {
  return BACK_OFFICE_HEADERS;
}

export function meta() {
  return [{ title: "GST returns · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const tax = {
  taxable: { header: "Taxable value", value: (row: { taxableValue: number }) => row.taxableValue, money: true },
  igst: { header: "IGST", value: (row: { igst: number }) => row.igst, money: true },
  cgst: { header: "CGST", value: (row: { cgst: number }) => row.cgst, money: true },
  sgst: { header: "SGST", value: (row: { sgst: number }) => row.sgst, money: true },
};

function Sections({ gstr1 }: { gstr1: Gstr1Tables }) {
  const { totals } = gstr1;
  return (
    <>
      <dl className="gst-totals" aria-label="Totals of the period">
        <div>
          <dt>Invoices issued ({totals.invoices.count})</dt>
          <dd>{formatInr(totals.invoices.amount)}</dd>
        </div>
        <div>
          <dt>Cancelled ({totals.cancelledInvoices.count})</dt>
          <dd>{formatInr(totals.cancelledInvoices.amount)}</dd>
        </div>
        <div>
          <dt>Credit notes ({totals.creditNotes.count})</dt>
          <dd>{formatInr(totals.creditNotes.amount)}</dd>
        </div>
        <div>
          <dt>Taxable value, net</dt>
          <dd>{formatInr(totals.net.taxableValue)}</dd>
        </div>
        <div>
          <dt>Tax, net</dt>
          <dd>{formatInr(Math.round((totals.net.igst + totals.net.cgst + totals.net.sgst) * 100) / 100)}</dd>
        </div>
      </dl>
      <GstTable
        title="B2C small (B2CS)"
        note="Sales to buyers without a GSTIN, by place of supply and rate, less the credit notes against them."
        empty="No small B2C sales in this period."
        rows={gstr1.b2cs}
        rowKey={(row) => `${row.supplyType}-${row.stateCode}-${row.rate}`}
        columns={[
          { header: "Place of supply", value: (row) => `${row.placeOfSupply} (${row.stateCode})` },
          { header: "Supply", value: (row) => (row.supplyType === "INTRA" ? "Intra-state" : "Inter-state") },
          { header: "Rate", value: (row) => `${row.rate}%` },
          tax.taxable,
          tax.igst,
          tax.cgst,
          tax.sgst,
        ]}
      />
      <GstTable
        title="B2C large (B2CL)"
        note="Inter-state invoices to buyers without a GSTIN above ₹1,00,000 (₹2,50,000 before August 2024)."
        empty="No large inter-state invoices in this period."
        rows={gstr1.b2cl}
        rowKey={(row) => row.number}
        columns={[
          { header: "Invoice", value: (row) => row.number },
          { header: "Date", value: (row) => row.date },
          { header: "Place of supply", value: (row) => `${row.placeOfSupply} (${row.stateCode})` },
          { header: "Invoice value", value: (row) => row.value, money: true },
          tax.taxable,
          tax.igst,
        ]}
      />
      <GstTable
        title="Exports (EXP, without payment of tax)"
        note="Goods sent abroad under a Letter of Undertaking."
        empty="No exports in this period."
        rows={gstr1.exports}
        rowKey={(row) => row.number}
        columns={[
          { header: "Invoice", value: (row) => row.number },
          { header: "Date", value: (row) => row.date },
          { header: "Country", value: (row) => row.country },
          { header: "Invoice value", value: (row) => row.value, money: true },
          tax.taxable,
        ]}
      />
      <GstTable
        title="Credit notes (CDNUR and B2CS)"
        note="Against large and export invoices: reported in CDNUR. Against small ones: taken off their B2CS row."
        empty="No credit notes to report in this period."
        rows={gstr1.creditNotes}
        rowKey={(row) => row.number}
        columns={[
          { header: "Credit note", value: (row) => row.number },
          { header: "Date", value: (row) => row.date },
          { header: "Invoice", value: (row) => row.invoiceNumber },
          { header: "Reported as", value: (row) => row.reportedAs },
          { header: "Value", value: (row) => row.value, money: true },
          tax.taxable,
          tax.igst,
          tax.cgst,
          tax.sgst,
        ]}
      />
      <GstTable
        title="HSN summary (B2C)"
        empty="Nothing to summarise in this period."
        rows={gstr1.hsn}
        rowKey={(row) => `${row.hsn}-${row.rate}`}
        columns={[
          { header: "HSN/SAC", value: (row) => row.hsn },
          { header: "Description", value: (row) => row.description },
          { header: "UQC", value: (row) => row.uqc },
          { header: "Quantity", value: (row) => row.quantity },
          { header: "Rate", value: (row) => `${row.rate}%` },
          tax.taxable,
          tax.igst,
          tax.cgst,
          tax.sgst,
        ]}
      />
      <GstTable
        title="Documents issued"
        empty="No invoices or credit notes were issued in this period."
        rows={gstr1.documents}
        rowKey={(row) => `${row.kind}-${row.from}`}
        columns={[
          { header: "Documents", value: (row) => row.kind },
          { header: "From", value: (row) => row.from },
          { header: "To", value: (row) => row.to },
          { header: "Total", value: (row) => row.total },
          { header: "Cancelled", value: (row) => row.cancelled },
          { header: "Net issued", value: (row) => row.netIssued },
        ]}
      />
    </>
  );
}

export default function AdminGst({ loaderData }: Route.ComponentProps) {
  const { period, periods, gstr1, problem } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/gst";
  const choices = periods.includes(period) ? periods : [period, ...periods];
  const empty = gstr1 !== null && gstr1.totals.invoices.count === 0 && gstr1.totals.creditNotes.count === 0;
  return (
    <section aria-labelledby="admin-gst-title">
      <h1 id="admin-gst-title">GST returns</h1>
      <div className="gst-forms">
        <Form method="get" className="gst-form" preventScrollReset>
          <label className="admin-field">
            <span>Return period</span>
            <select name="period" defaultValue={period} key={period}>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {periodLabel(choice)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="admin-button admin-button--ghost">
            Show
          </button>
          {gstr1 && gstr1.warnings.length === 0 ? (
            <a
              className="admin-button admin-button--primary"
              href={`/admin/gst/gstr1.json?${new URLSearchParams({ period })}`}
              download
            >
              Download GSTR-1 JSON
            </a>
          ) : null}
        </Form>
        <Form method="get" action="/admin/gst/register.csv" reloadDocument className="gst-form" aria-label="Invoice register">
          <label className="admin-field">
            <span>Register from</span>
            <input type="date" name="from" defaultValue={gstr1?.from} required key={`from-${gstr1?.from}`} />
          </label>
          <label className="admin-field">
            <span>to</span>
            <input type="date" name="to" defaultValue={gstr1?.to} required key={`to-${gstr1?.to}`} />
          </label>
          <button type="submit" className="admin-button admin-button--ghost">
            Download register (CSV)
          </button>
        </Form>
        <p className="admin-muted">
          The JSON follows the GST portal's GSTR-1 offline tool format (HSN summary split into B2B and B2C, as from May 2025);
          import it in the offline tool, check it and upload. The register has one row per invoice and credit note line, in
          TallyPrime's sales and credit note voucher import layout (also readable by Zoho Books' import with its column mapping).
        </p>
      </div>
      <p role="status" className="admin-muted">
        {loading ? "Loading the return for the period chosen…" : ""}
      </p>
      {problem ? <p className="admin-message admin-message--warning">{problem}</p> : null}
      {gstr1 && gstr1.warnings.length > 0 ? (
        <div className="admin-message admin-message--warning" role="alert">
          <p>The GSTR-1 JSON cannot be made for this period until this is fixed:</p>
          <ul>
            {gstr1.warnings.map((warning) => (
              <li key={warning.code}>{warning.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {gstr1 ? (
        <div aria-busy={loading}>
          <p>
            <strong>{periodLabel(gstr1.period)}</strong>: documents issued {formatDay(gstr1.from)} to {formatDay(gstr1.to)}{" "}
            (return period {gstr1.fp}), GSTIN {gstr1.gstin}.
          </p>
          {empty ? (
            <p className="admin-empty">
              No invoices or credit notes in this period. Invoices are issued when orders are confirmed.
            </p>
          ) : (
            <Sections gstr1={gstr1} />
          )}
        </div>
      ) : null}
    </section>
  );
}

/** A return that could not be read keeps the back office's frame; a member without access is told why. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section aria-labelledby="admin-gst-title">
      <h1 id="admin-gst-title">GST returns</h1>
      <p className="admin-message admin-message--danger" role="alert">
        {status === 403
          ? "GST returns are for the shop's owner, and for staff the owner has given reports access. Ask the owner if you need them."
          : "The GST return could not be loaded. Please reload to try again."}
      </p>
    </section>
  );
}
