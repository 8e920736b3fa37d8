import "#app/styles/invoice.css";
import { taxInvoice } from "@chhaap/contract/invoice";
import { data } from "react-router";
import { PrintButton } from "#app/components/invoice/print-button.tsx";
import { TaxInvoiceSheet } from "#app/components/invoice/tax-invoice-sheet.tsx";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import type { Route } from "./+types/admin-invoice";

/** The order's GST invoice; an order never confirmed has none (the API's 404 becomes the page's). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const path = `/api/admin/orders/${encodeURIComponent(params.orderNumber)}/invoice`;
  const { data: invoice } = await loadAdmin(context, path, taxInvoice);
  return data({ invoice }, { headers: BACK_OFFICE_HEADERS });
}

export function meta({ data: pageData, params }: Route.MetaArgs) {
  return [
    { title: `Invoice ${pageData?.invoice.number ?? params.orderNumber} · Chhaap` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function AdminInvoice({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  return (
    <div className="invoice-page">
      <p className="invoice-page__bar">
        <Link to={`/admin/orders/${invoice.orderNumber}`}>← Order {invoice.orderNumber}</Link>
        <PrintButton label="Print or save as PDF" />
      </p>
      <TaxInvoiceSheet invoice={invoice} />
    </div>
  );
}
