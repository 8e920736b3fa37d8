import "#app/styles/invoice.css";
import { taxInvoice } from "@chhaap/contract/invoice";
import { data } from "react-router";
import { PrintButton } from "#app/components/invoice/print-button.tsx";
import { TaxInvoiceSheet } from "#app/components/invoice/tax-invoice-sheet.tsx";
import { Link } from "#app/components/link.tsx";
import { fetchAnswer } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import type { Route } from "./+types/order-invoice";

/**
 * `/orders/{orderNumber}/invoice` (ours): the shopper's GST invoice, printed or saved as a PDF from the
 * browser. Shown without the shop's frame so it prints as the sheet alone. None before the order is
 * confirmed, and none for anyone else's order (the API's 404).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireSessionUser(request, context);
  const { status, data: invoice } = await fetchAnswer(
    context,
    `/api/order/${encodeURIComponent(params.orderNumber)}/invoice`,
    taxInvoice,
  );
  if (!invoice) throw data(null, { status: status === 404 ? 404 : 502 });
  return data({ invoice }, { headers: PRIVATE_PAGE_HEADERS });
}

export function meta({ data: pageData, matches }: Route.MetaArgs) {
  const messages = matches[0]?.data?.messages ?? en;
  return [
    { title: `${translate(messages, "invoiceTitle", { number: pageData?.invoice.number ?? "" })} · Chhaap` },
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderInvoicePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { invoice } = loaderData;
  return (
    <main className="invoice-page">
      <p className="invoice-page__bar">
        <Link to={`/orders/${invoice.orderNumber}`}>
          <span className="back-arrow" aria-hidden="true">
            ←
          </span>{" "}
          {t("backToOrder", { number: invoice.orderNumber })}
        </Link>
        <PrintButton label={t("printInvoice")} />
      </p>
      <TaxInvoiceSheet invoice={invoice} />
    </main>
  );
}
