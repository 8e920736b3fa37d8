import type { StockAlert } from "@chhaap/contract/stock-alerts";
import { useFetcher } from "react-router";
import { BellRing, Trash2 } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { refusalText } from "#app/lib/error-text.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useAnnounce } from "#app/lib/use-announce.ts";
import { useFocusAfterRemoval } from "./use-focus-after-removal.ts";
import type { WishlistAnswer } from "./wishlist-action.server.ts";

/** The last alert gone takes the section with it: focus goes to the page's heading. */
const ALERT_FALLBACKS = [".wishlist-page__title"] as const;

function AlertRow({ alert }: { alert: StockAlert }) {
  const t = useT();
  const notify = useNotify();
  const fetcher = useFetcher<WishlistAnswer>({ key: `stock-alert-remove-${alert.id}` });
  const name = alert.card?.product.name ?? t("wishlistUnavailable");
  const focus = useFocusAfterRemoval<HTMLLIElement>(".waiting-alerts__remove", ALERT_FALLBACKS);
  useAnnounce(fetcher.data?.at, () => {
    const answer = fetcher.data;
    if (answer?.intent !== "remove-alert") return;
    if (answer.ok) notify("success", t("stockAlertRemoved"));
    else {
      focus.kept();
      notify(answer.status === 0 ? "danger" : "warning", refusalText(t, answer, "wishlistChangeFailed"));
    }
  });
  return (
    <li className="waiting-alerts__item" ref={focus.itemRef}>
      <div className="waiting-alerts__piece">
        {alert.card ? (
          <Link to={`/product-details/${alert.variantId}`} dir="auto">
            {name}
          </Link>
        ) : (
          <span>{name}</span>
        )}
        <span className="waiting-alerts__size">{t("sizeValue", { size: alert.size })}</span>
        {alert.confirmed ? null : <span className="waiting-alerts__unconfirmed">{t("stockAlertUnconfirmed")}</span>}
      </div>
      <fetcher.Form method="post" action="/wishlist" onSubmit={focus.removing}>
        <input type="hidden" name="id" value={alert.id} />
        <button
          type="submit"
          name="intent"
          value="remove-alert"
          className="button button--ghost wishlist-entry__button waiting-alerts__remove"
          aria-label={t("stockAlertRemoveNamed", { name, size: alert.size })}
          disabled={fetcher.state !== "idle"}
        >
          <Trash2 aria-hidden="true" size={16} />
          <span>{t("wishlistRemove")}</span>
        </button>
      </fetcher.Form>
    </li>
  );
}

/** A customer's back-in-stock alerts still waiting, each removable; nothing when there are none. */
export function WaitingAlerts({ alerts }: { alerts: StockAlert[] }) {
  const t = useT();
  if (alerts.length === 0) return null;
  return (
    <section className="waiting-alerts" aria-labelledby="waiting-alerts-title">
      <h2 id="waiting-alerts-title" className="waiting-alerts__title">
        <BellRing aria-hidden="true" size={20} />
        {t("stockAlertsTitle")}
      </h2>
      <ul className="waiting-alerts__list">
        {alerts.map((alert) => (
          <AlertRow key={alert.id} alert={alert} />
        ))}
      </ul>
    </section>
  );
}
