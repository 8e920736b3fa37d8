import "#app/styles/invoice.css";
import { creditNote } from "@chhaap/contract/credit-note";
import { data } from "react-router";
import { CreditNoteSheet } from "#app/components/invoice/credit-note-sheet.tsx";
import { PrintButton } from "#app/components/invoice/print-button.tsx";
import { Link } from "#app/components/link.tsx";
import { fetchAnswer } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import type { Route } from "./+types/order-credit-note";

/**
 * `/orders/{orderNumber}/credit-notes/{CN-26-27-000001}` (ours; the number with hyphens for its
 * slashes, `creditNoteSlug`): a GST credit note of the shopper's order, printed or saved as a PDF from
 * the browser like the invoice. None for anyone else's order (the API's 404).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireSessionUser(request, context);
  const { status, data: note } = await fetchAnswer(
    context,
    `/api/order/${encodeURIComponent(params.orderNumber)}/credit-notes/${encodeURIComponent(params.number)}`,
    creditNote,
  );
  if (!note) throw data(null, { status: status === 404 ? 404 : 502 });
  return data({ note }, { headers: PRIVATE_PAGE_HEADERS });
}

export function meta({ data: pageData, matches }: Route.MetaArgs) {
  const messages = matches[0]?.data?.messages ?? en;
  return [
    { title: `${translate(messages, "creditNoteTitle", { number: pageData?.note.number ?? "" })} · Chhaap` },
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderCreditNotePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { note } = loaderData;
  return (
    <main className="invoice-page">
      <p className="invoice-page__bar">
        <Link to={`/orders/${note.orderNumber}`}>
          <span className="back-arrow" aria-hidden="true">
            ←
          </span>{" "}
          {t("backToOrder", { number: note.orderNumber })}
        </Link>
        <PrintButton label={t("printInvoice")} />
      </p>
      <CreditNoteSheet note={note} />
    </main>
  );
}
