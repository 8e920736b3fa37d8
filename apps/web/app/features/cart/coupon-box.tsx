import { TicketPercent } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/**
 * Spec 2 coupon box. Logged-in shoppers apply a code (the server judges it against their own bag);
 * guests are asked to log in first, since a coupon needs a customer (its per-customer limits).
 */
export function CouponBox({
  loggedIn,
  applied,
  busy,
  onApply,
  onRemove,
  notice,
  loginHref,
}: {
  loggedIn: boolean;
  applied: { code: string; discount: number } | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** Why the bag's coupon was let go (it stopped applying), until another is applied. */
  notice: string | null;
  loginHref: string;
}) {
  const t = useT();
  const inputId = useId();
  const [code, setCode] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec 5: no client check on the code; an empty one gets the server's 'Invalid Coupon Code'.
    onApply(code.trim());
  }

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
        <div className="coupon-box__applied">
          <p>{t("couponAppliedCode", { code: applied.code })}</p>
          <button type="button" className="coupon-box__remove" onClick={onRemove}>
            {t("couponRemove")}
          </button>
        </div>
      ) : (
        <form className="coupon-box__form" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t("couponLabel")}
          </label>
          <input
            id={inputId}
            type="text"
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={t("couponPlaceholder")}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <button type="submit" className="button button--ghost" disabled={busy}>
            {busy ? t("couponApplying") : t("couponApply")}
          </button>
        </form>
      )}
    </section>
  );
}
