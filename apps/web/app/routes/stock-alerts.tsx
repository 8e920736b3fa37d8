import "#app/styles/wishlist.css";
import { data } from "react-router";
import { Link } from "#app/components/link.tsx";
import { BackInStock, stockAlertText } from "#app/features/wishlist/back-in-stock.tsx";
import { askForStockAlert } from "#app/features/wishlist/stock-alert-action.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS } from "#app/lib/session.server.ts";
import type { Route } from "./+types/stock-alerts";

/** "Tell me when it's back" from a product page; with scripts the page shows the answer itself. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await askForStockAlert(request, context, await request.formData());
  return data(answer, { status: answer.ok ? 200 : answer.status || 502, headers: PRIVATE_PAGE_HEADERS });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return [
    ...pageMeta({
      title: translate(messages, "stockAlertsTitle"),
      description: translate(messages, "wishlistDescription"),
      publicUrl: root?.publicUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The answer to the form posted without scripts, and the way back to the piece. A refused ask shows
 * the form again with the size and address given, so that only the mistake needs fixing.
 */
export default function StockAlerts({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="stock-alert-page container">
      <h1 className="wishlist-page__title">{t("stockAlertsTitle")}</h1>
      {actionData ? (
        <>
          <p
            className={`wishlist-page__notice${actionData.ok ? "" : " wishlist-page__notice--error"}`}
            role={actionData.ok ? "status" : "alert"}
          >
            {stockAlertText(t, actionData)}
          </p>
          {!actionData.ok && actionData.size ? (
            <BackInStock
              variant={{ _id: actionData.variantId, size: [{ sizeName: actionData.size, inStock: false }] }}
              email={actionData.email}
            />
          ) : null}
          <Link to={`/product-details/${encodeURIComponent(actionData.variantId)}`} className="button button--ghost">
            {t("stockAlertBackToPiece")}
          </Link>
        </>
      ) : (
        // Opened without a form posted: the customer's alerts are listed on their wishlist.
        <Link to="/wishlist">{t("wishlistTitle")}</Link>
      )}
    </div>
  );
}
