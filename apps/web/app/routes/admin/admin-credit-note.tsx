import "#app/styles/invoice.css";
import { creditNote } from "@chhaap/contract/credit-note";
import { data } from "react-router";
import { CreditNoteSheet } from "#app/components/invoice/credit-note-sheet.tsx";
import { PrintButton } from "#app/components/invoice/print-button.tsx";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import type { Route } from "./+types/admin-credit-note";

/** One of the order's GST credit notes, by its number with hyphens for slashes (`creditNoteSlug`); unknown: the API's 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const path = `/api/admin/orders/${encodeURIComponent(params.orderNumber)}/credit-notes/${encodeURIComponent(params.number)}`;
  const { data: note } = await loadAdmin(context, path, creditNote);
  return data({ note }, { headers: BACK_OFFICE_HEADERS });
}

export function meta({ data: pageData, params }: Route.MetaArgs) {
  return [
    { title: `Credit note ${pageData?.note.number ?? params.number} · Chhaap` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function AdminCreditNote({ loaderData }: Route.ComponentProps) {
  const { note } = loaderData;
  return (
    <div className="invoice-page">
      <p className="invoice-page__bar">
        <Link to={`/admin/orders/${note.orderNumber}`}>← Order {note.orderNumber}</Link>
        <PrintButton label="Print or save as PDF" />
      </p>
      <CreditNoteSheet note={note} />
    </div>
  );
}
