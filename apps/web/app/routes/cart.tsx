import "#app/styles/product-list.css";
import "#app/styles/cart.css";
import { cartLine, cartSummary } from "@chhaap/contract/cart";
import { ShoppingBag } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { data, Link, useNavigate } from "react-router";
import { z } from "zod";
import { BagLineItem } from "#app/components/cart/bag-line-item.tsx";
import { CouponBox } from "#app/components/cart/coupon-box.tsx";
import { PriceDetails } from "#app/components/cart/price-details.tsx";
import { refusedCouponMessage } from "#app/components/cart/refused-coupon-message.ts";
import { useBag } from "#app/components/cart/use-bag.ts";
import { useNotify } from "#app/components/notification.tsx";
import { Breadcrumb } from "#app/components/product/breadcrumb.tsx";
import { fetchData } from "#app/lib/api.server.ts";
import { applyCoupon, removeCoupon } from "#app/lib/cart-api.ts";
import { bagTotals, fromServerLine } from "#app/lib/cart-lines.ts";
import { errorText } from "#app/lib/error-text.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS, readSessionUser } from "#app/lib/session.server.ts";
import type { Route } from "./+types/cart";

const LOGIN_HREF = `/login?${new URLSearchParams({ redirectTo: "/cart" })}`;

const cartLines = z.array(cartLine);

/**
 * The bag page. A logged-in shopper's bag is on the server and rendered here, with the coupon kept with
 * it (judged again on every visit: one that stopped applying is let go, and the page says so); a
 * guest's lives in browser storage, so it is read after hydration.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await readSessionUser(context);
  const cartId = user?.cartId ?? null;
  const [lines, summary] =
    user && cartId
      ? await Promise.all([
          fetchData(context, `/api/cart-item/${encodeURIComponent(cartId)}`, cartLines),
          fetchData(context, "/api/cart/summary", cartSummary),
        ])
      : [null, null];
  const coupon = summary?.coupon ?? null;
  return data(
    {
      user: user ? { _id: user._id } : null,
      // null: a guest, whose bag the browser holds. A failed fetch reads as an empty bag plus a notice.
      serverLines: user ? (lines ?? []).map(fromServerLine) : null,
      loadFailed: Boolean(user && cartId && !lines),
      appliedCoupon: coupon?.applied ? { code: coupon.code, discount: summary?.discount ?? 0 } : null,
      droppedCoupon: coupon && !coupon.applied && coupon.dropped ? coupon : null,
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
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
  const { user, serverLines, loadFailed, appliedCoupon, droppedCoupon } = loaderData;
  const [coupon, setCoupon] = useState<{ code: string; discount: number } | null>(appliedCoupon);
  const [couponNotice, setCouponNotice] = useState<string | null>(droppedCoupon ? refusedCouponMessage(t, droppedCoupon) : null);
  const [applying, setApplying] = useState(false);
  const couponRef = useRef(coupon);
  couponRef.current = coupon;

  /** The server re-judges the applied code whenever the bag changes (its minimum or percent may differ). */
  const rejudgeCoupon = useCallback(() => {
    const applied = couponRef.current;
    if (!applied || !user) return;
    applyCoupon(applied.code, user._id, 0).then(({ outcome, discount }) => {
      if (outcome.ok) setCoupon({ code: applied.code, discount });
      else if (outcome.status !== 0) {
        // The server has let the code go too: say so beside the coupon box, not only in a toast.
        setCoupon(null);
        const notice = refusedCouponMessage(t, {
          code: applied.code,
          message: outcome.message ?? "",
          reason: outcome.code ? { code: outcome.code, params: outcome.params ?? undefined } : undefined,
          dropped: true,
        });
        setCouponNotice(notice);
        notify("warning", notice);
      }
    });
  }, [notify, t, user]);

  const bag = useBag(serverLines, rejudgeCoupon);
  const totals = bagTotals(bag.lines);

  async function apply(code: string) {
    if (!user) return;
    setApplying(true);
    const { outcome, discount } = await applyCoupon(code, user._id, totals.subtotal);
    setApplying(false);
    if (outcome.ok) {
      setCoupon({ code: code.toUpperCase(), discount });
      setCouponNotice(null);
      notify("success", t("couponApplied"));
    } else if (outcome.status === 0) {
      notify("danger", t("couponNetworkError"));
    } else {
      // Spec 8: the server's message, or 'Invalid Coupon Code'.
      notify("danger", errorText(t, outcome, "couponInvalid"));
    }
  }

  function placeOrder() {
    if (!user) {
      // Spec 4 and 8: a danger message (the alert becomes this popup, ARCHITECTURE.md), then /login.
      notify("danger", t("loginToPlaceOrder"));
      navigate(LOGIN_HREF);
      return;
    }
    // The applied coupon travels with the bag on the server.
    navigate("/shopping-cart");
  }

  async function dropCoupon() {
    const outcome = await removeCoupon();
    if (outcome.ok) {
      setCoupon(null);
      setCouponNotice(null);
    } else {
      notify("danger", errorText(t, outcome));
    }
  }

  return (
    <div className="cart-page container">
      <Breadcrumb trail={[{ label: t("home"), href: "/" }, { label: t("yourShoppingCart") }]} />
      <h1 className="cart-page__title">{t("yourShoppingCart")}</h1>
      {loadFailed ? (
        <p className="cart-page__notice" role="alert">
          {t("cartLoadFailed")}
        </p>
      ) : null}
      {!bag.ready ? (
        <p className="cart-page__loading" role="status">
          {t("cartLoading")}
        </p>
      ) : bag.lines.length === 0 ? (
        <EmptyBag />
      ) : (
        <div className="cart-layout">
          <ul className="bag-lines" aria-label={t("bagItems")}>
            {bag.lines.map((line) => (
              <BagLineItem
                key={line.key}
                line={line}
                removing={bag.removing.has(line.key)}
                onQuantity={(quantity) => bag.changeQuantity(line, quantity)}
                onRemove={() => bag.remove(line)}
              />
            ))}
          </ul>
          <aside className="cart-aside">
            <CouponBox
              loggedIn={Boolean(user)}
              applied={coupon}
              busy={applying}
              onApply={apply}
              onRemove={dropCoupon}
              notice={couponNotice}
              loginHref={LOGIN_HREF}
            />
            <PriceDetails totals={totals} couponDiscount={coupon?.discount ?? 0}>
              <button type="button" className="button button--primary cart-aside__place" onClick={placeOrder}>
                {t("placeOrder")}
              </button>
            </PriceDetails>
          </aside>
        </div>
      )}
    </div>
  );
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
