import "#app/styles/product-list.css";
import "#app/styles/wishlist.css";
import { stockAlertList } from "@chhaap/contract/stock-alerts";
import { wishlist } from "@chhaap/contract/wishlist";
import { data, redirect, type ShouldRevalidateFunctionArgs, useActionData } from "react-router";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { Heart } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { addLine } from "#app/features/cart/cart-changes.server.ts";
import { useGuestWishlist } from "#app/features/wishlist/use-guest-wishlist.ts";
import { WaitingAlerts } from "#app/features/wishlist/waiting-alerts.tsx";
import { runWishlistIntent, type WishlistAnswer } from "#app/features/wishlist/wishlist-action.server.ts";
import { WishlistEntry } from "#app/features/wishlist/wishlist-entry.tsx";
import { fetchData } from "#app/lib/api.server.ts";
import { refusalText } from "#app/lib/error-text.ts";
import { en } from "#app/lib/i18n/en.ts";
import { type Translate, useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS, readSessionUser } from "#app/lib/session.server.ts";
import type { Route } from "./+types/wishlist";

/**
 * The wishlist. A customer's is on the server, read here with their waiting back-in-stock alerts; a
 * guest's is in browser storage, so its cards are asked after hydration.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await readSessionUser(context);
  if (!user) return data({ customer: false as const, items: [], failed: false, alerts: [] }, { headers: PRIVATE_PAGE_HEADERS });
  const [list, alerts] = await Promise.all([
    fetchData(context, "/api/wishlist", wishlist),
    fetchData(context, "/api/stock-alerts", stockAlertList),
  ]);
  return data(
    { customer: true as const, items: list?.items ?? [], failed: list === null, alerts: alerts?.items ?? [] },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

/** Every heart, Move to bag, Remove, the guest list's cards and its merge at login (wishlist-action.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await runWishlistIntent(context, await request.formData(), addLine);
  // Only a form posted before scripts ran brings a guest here to save or remove: they log in first.
  if (answer.status === 401 && (answer.intent === "save" || answer.intent === "remove" || answer.intent === "remove-alert")) {
    throw redirect(`/login?${new URLSearchParams({ redirectTo: "/wishlist" })}`);
  }
  return data(answer, { status: answer.ok || answer.intent === "cards" ? 200 : answer.status || 502 });
}

/** A guest list's cards are the answer itself: nothing the page loaded has changed. */
export function shouldRevalidate({ formAction, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === "/wishlist" && formData?.get("intent") === "cards") return false;
  return defaultShouldRevalidate;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return [
    ...pageMeta({
      title: translate(messages, "wishlistTitle"),
      description: translate(messages, "wishlistDescription"),
      publicUrl: root?.publicUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** What a form posted without scripts says when the page comes back (with scripts, each form says it). */
function postedText(t: Translate, answer: WishlistAnswer): string | null {
  if (answer.intent === "cards" || answer.intent === "merge") return null;
  if (answer.intent === "move-to-bag" && answer.sizeMissing) return t("selectSize");
  if (!answer.ok) return refusalText(t, answer, answer.intent === "move-to-bag" ? "wishlistMoveFailed" : "wishlistChangeFailed");
  if (answer.intent === "save") return t("wishlistAdded");
  if (answer.intent === "move-to-bag") return t("wishlistMoved");
  return t(answer.intent === "remove-alert" ? "stockAlertRemoved" : "wishlistRemoved");
}

function EmptyWishlist() {
  const t = useT();
  return (
    <div className="empty-wishlist">
      <Heart aria-hidden="true" size={48} className="empty-wishlist__icon" />
      <h2 className="empty-wishlist__title" tabIndex={-1}>
        {t("wishlistEmpty")}
      </h2>
      <p>{t("wishlistEmptyHint")}</p>
      <Link to="/product" className="button button--primary">
        {t("wishlistBrowse")}
      </Link>
    </div>
  );
}

function GuestWishlist() {
  const t = useT();
  const list = useGuestWishlist(true);
  if (list.state === "loading") {
    return (
      <>
        {list.read ? (
          <p className="wishlist-page__notice" role="status">
            {t("wishlistLoading")}
          </p>
        ) : null}
        <noscript>
          <p className="wishlist-page__notice">{t("wishlistNoScript")}</p>
        </noscript>
      </>
    );
  }
  if (list.state === "failed") {
    return (
      <div className="wishlist-page__notice wishlist-page__notice--error" role="alert">
        <p>{t("wishlistFailed")}</p>
        <button type="button" className="button button--ghost" onClick={list.retry}>
          {t("tryAgain")}
        </button>
      </div>
    );
  }
  if (list.entries.length === 0) return <EmptyWishlist />;
  return (
    <>
      <p className="wishlist-page__guest-note">
        {t("wishlistGuestNote")} <Link to={`/login?${new URLSearchParams({ redirectTo: "/wishlist" })}`}>{t("login")}</Link>
      </p>
      <ul className="product-grid wishlist-grid" aria-label={t("wishlistTitle")}>
        {list.entries.map((entry) => (
          <WishlistEntry key={entry.variantId} variantId={entry.variantId} card={entry.card} onGuestRemove={list.remove} />
        ))}
      </ul>
    </>
  );
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const posted = useActionData<typeof action>();
  const postedNotice = posted ? postedText(t, posted) : null;
  return (
    <div className="wishlist-page container">
      <Breadcrumb trail={[{ label: t("home"), href: "/" }, { label: t("wishlistTitle") }]} />
      <h1 className="wishlist-page__title" tabIndex={-1}>
        {t("wishlistTitle")}
      </h1>
      {postedNotice ? (
        <p className="wishlist-page__notice" role={posted?.ok ? "status" : "alert"}>
          {postedNotice}
        </p>
      ) : null}
      {!loaderData.customer ? (
        <GuestWishlist />
      ) : loaderData.failed ? (
        <p className="wishlist-page__notice wishlist-page__notice--error" role="alert">
          {t("wishlistFailed")}
        </p>
      ) : loaderData.items.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul className="product-grid wishlist-grid" aria-label={t("wishlistTitle")}>
          {loaderData.items.map((item) => (
            <WishlistEntry key={item.variantId} variantId={item.variantId} card={item.card} />
          ))}
        </ul>
      )}
      {loaderData.customer ? <WaitingAlerts alerts={loaderData.alerts} /> : null}
    </div>
  );
}
