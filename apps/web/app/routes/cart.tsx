import "#app/styles/product-list.css";
import "#app/styles/cart.css";
import { cartSummary } from "@chhaap/contract/cart";
import { useEffect, useRef } from "react";
import { data, Form, useActionData, useNavigate } from "react-router";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { ShoppingBag } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { bagChangeNotice } from "#app/features/cart/bag-change-notice.ts";
import { GuestBagLine, ServerBagLine } from "#app/features/cart/bag-line-item.tsx";
import { runCartIntent } from "#app/features/cart/cart-action.server.ts";
import { bagTotalsInRupees, fromServerLine } from "#app/features/cart/cart-lines.ts";
import { CouponBox } from "#app/features/cart/coupon-box.tsx";
import { BAG_LOGIN_PATH, GUEST_BAG_COOKIE } from "#app/features/cart/guest-cart.ts";
import { refusedCouponMessage } from "#app/features/cart/index.ts";
import { type BagAmounts, PriceDetails } from "#app/features/cart/price-details.tsx";
import { useGuestBag } from "#app/features/cart/use-guest-bag.ts";
import { fetchData } from "#app/lib/api.server.ts";
import { readCookie } from "#app/lib/cookies.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS, readSessionUser } from "#app/lib/session.server.ts";
import type { Route } from "./+types/cart";

/**
 * The bag page. A logged-in shopper's bag is on the server: its summary (lines, amounts and the coupon
 * kept with it, judged again on every visit: one that stopped applying is let go, and the page says
 * so) is rendered here. A guest's lives in browser storage, so it is read after hydration; a guest
 * whose browser says it holds nothing (guest-cart.ts, GUEST_BAG_COOKIE) is told at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await readSessionUser(context);
  const summary = user ? await fetchData(context, "/api/cart/summary", cartSummary) : null;
  const coupon = summary?.coupon ?? null;
  return data(
    {
      loggedIn: Boolean(user),
      guestBagStored: !user && readCookie(request.headers.get("cookie"), GUEST_BAG_COOKIE) === "1",
      // null: a guest, whose bag the browser holds. A failed fetch reads as an empty bag plus a notice.
      serverLines: user ? (summary?.lines ?? []).map(fromServerLine) : null,
      amounts: summary
        ? ({
            items: summary.total_bag_items,
            listTotal: summary.listTotal,
            subtotal: summary.subtotal,
            discount: summary.discount,
            total: summary.subtotal - summary.discount,
          } satisfies BagAmounts)
        : null,
      loadFailed: Boolean(user && !summary),
      appliedCoupon: coupon?.applied ? { code: coupon.code } : null,
      droppedCoupon: coupon && !coupon.applied && coupon.dropped ? coupon : null,
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

/** Every change to a logged-in shopper's bag: quantity, delete, coupon, the guest bag joining after login. */
export async function action({ request, context }: Route.ActionArgs) {
  return runCartIntent(context, await request.formData());
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return [
    ...pageMeta({
      title: translate(messages, "yourShoppingCart"),
      description: translate(messages, "cartDescription"),
      publicUrl: root?.publicUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const { loggedIn, guestBagStored, serverLines, amounts, loadFailed, appliedCoupon, droppedCoupon } = loaderData;
  const guest = useGuestBag(!loggedIn);
  const lines = serverLines ?? guest.lines;
  const ready = loggedIn || guest.ready || !guestBagStored;
  // A form posted without scripts answers with the whole page: its outcome is said here, in the page.
  const posted = useActionData<typeof action>();
  const postedNotice = posted ? bagChangeNotice(t, posted) : null;
  const couponNotice = droppedCoupon ? refusedCouponMessage(t, droppedCoupon) : null;

  // A coupon let go because a change made it stop applying is also announced, not only shown in the box.
  const hadCoupon = useRef(Boolean(appliedCoupon));
  useEffect(() => {
    if (hadCoupon.current && couponNotice) notify("warning", couponNotice);
    hadCoupon.current = Boolean(appliedCoupon);
  }, [appliedCoupon, couponNotice, notify]);

  const shown: BagAmounts = amounts ?? guestAmounts(guest.lines);
  // The order would be refused after the payment step: say so here, where the piece can be removed.
  const soldOut = lines.some((line) => line.soldOut);

  return (
    <div className="cart-page container">
      <Breadcrumb trail={[{ label: t("home"), href: "/" }, { label: t("yourShoppingCart") }]} />
      <h1 className="cart-page__title">{t("yourShoppingCart")}</h1>
      {loadFailed ? (
        <p className="cart-page__notice" role="alert">
          {t("cartLoadFailed")}
        </p>
      ) : null}
      {postedNotice ? (
        <p className="cart-page__notice" role={postedNotice.type === "success" ? "status" : "alert"}>
          {postedNotice.text}
        </p>
      ) : null}
      {!ready ? (
        <p className="cart-page__loading" role="status">
          {t("cartLoading")}
        </p>
      ) : lines.length === 0 ? (
        <EmptyBag />
      ) : (
        <div className="cart-layout">
          <ul className="bag-lines" aria-label={t("bagItems")}>
            {lines.map((line) =>
              line.lineId ? (
                <ServerBagLine key={line.key} line={{ ...line, lineId: line.lineId }} />
              ) : (
                <GuestBagLine
                  key={line.key}
                  line={line}
                  onQuantity={(quantity) => guest.changeQuantity(line, quantity)}
                  onRemove={() => guest.remove(line)}
                />
              ),
            )}
          </ul>
          <aside className="cart-aside">
            <CouponBox loggedIn={loggedIn} applied={appliedCoupon} notice={couponNotice} loginHref={BAG_LOGIN_PATH} />
            <PriceDetails amounts={shown}>
              {/* A guest is told why and sent to log in, coming back to the bag; the coupon travels with the bag. */}
              <Form
                method="post"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (loggedIn) {
                    navigate("/shopping-cart");
                    return;
                  }
                  notify("danger", t("loginToPlaceOrder"));
                  navigate(BAG_LOGIN_PATH);
                }}
              >
                {soldOut ? (
                  <p id="bag-sold-out" className="cart-aside__sold-out" role="alert">
                    {t("removeSoldOutToOrder")}
                  </p>
                ) : null}
                <button
                  type="submit"
                  name="intent"
                  value="checkout"
                  className="button button--primary cart-aside__place"
                  disabled={soldOut}
                  aria-describedby={soldOut ? "bag-sold-out" : undefined}
                >
                  {t("placeOrder")}
                </button>
              </Form>
            </PriceDetails>
          </aside>
        </div>
      )}
    </div>
  );
}

/** A guest's bag is summed in the browser, the only place it is (no coupon without an account). */
function guestAmounts(lines: Parameters<typeof bagTotalsInRupees>[0]): BagAmounts {
  const totals = bagTotalsInRupees(lines);
  return { items: totals.items, listTotal: totals.listTotal, subtotal: totals.subtotal, discount: 0, total: totals.subtotal };
}

function EmptyBag() {
  const t = useT();
  return (
    <div className="empty-bag">
      <ShoppingBag aria-hidden="true" size={48} className="empty-bag__icon" />
      <h2 className="empty-bag__title">{t("cartEmptyTitle")}</h2>
      <p>{t("cartEmptyText")}</p>
      <div className="empty-bag__links">
        <Link to="/product" className="button button--primary">
          {t("continueShopping")}
        </Link>
        <Link to="/orders" className="button button--ghost">
          {t("myOrders")}
        </Link>
      </div>
    </div>
  );
}
