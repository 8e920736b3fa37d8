import { useId } from "react";
import { useFetcher } from "react-router";
import { TicketPercent } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useAnnounce } from "#app/lib/use-announce.ts";
import { bagChangeNotice } from "./bag-change-notice.ts";
import type { CartAnswer } from "./cart-action.server.ts";

/**
 * The bag's coupon box. Logged-in shoppers apply a code (the server judges it against their own bag
 * and keeps it with the bag); guests are asked to log in first, since a coupon needs a customer (its
 * per-customer limits). Both forms post to the bag page's action, with or without scripts.
 */
export function CouponBox({
  loggedIn,
  applied,
  notice,
  loginHref,
}: {
  loggedIn: boolean;
  applied: { code: string } | null;
  /** Why the bag's coupon was let go (it stopped applying), until another is applied. */
  notice: string | null;
  loginHref: string;
}) {
  const t = useT();
  const notify = useNotify();
  const inputId = useId();
  const fetcher = useFetcher<CartAnswer>({ key: "bag-coupon" });
  const applying = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "apply-coupon";

  useAnnounce(fetcher.data?.at, () => {
    const said = fetcher.data && bagChangeNotice(t, fetcher.data);
    if (said) notify(said.type, said.text);
  });

  return (
    <section className="coupon-box" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="coupon-box__title">
        <TicketPercent aria-hidden="true" size={18} />
        {t("couponTitle")}
      </h2>
      {notice ? (
        <p className="coupon-box__notice" role="status">
          {notice}
        </p>
      ) : null}
      {!loggedIn ? (
        <p className="coupon-box__note">
          {t("couponLoginFirst")} <Link to={loginHref}>{t("login")}</Link>
        </p>
      ) : applied ? (
        <fetcher.Form method="post" action="/cart" className="coupon-box__applied">
          <p>{t("couponAppliedCode", { code: applied.code })}</p>
          <button type="submit" name="intent" value="remove-coupon" className="coupon-box__remove">
            {t("couponRemove")}
          </button>
        </fetcher.Form>
      ) : (
        <fetcher.Form method="post" action="/cart" className="coupon-box__form">
          <input type="hidden" name="intent" value="apply-coupon" />
          <label htmlFor={inputId} className="visually-hidden">
            {t("couponLabel")}
          </label>
          {/* No check on the code here: an empty one gets the server's 'Invalid Coupon Code'. */}
          <input
            id={inputId}
            type="text"
            name="code"
            placeholder={t("couponPlaceholder")}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <button type="submit" className="button button--ghost" disabled={applying}>
            {applying ? t("couponApplying") : t("couponApply")}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
