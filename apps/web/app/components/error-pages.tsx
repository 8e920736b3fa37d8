import { Form, useLocation } from "react-router";
import { Search } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { AjrakhPanel } from "./block-print.tsx";

/** The designed 404: a way onward by search or by the main links. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <div className="error-page__art" aria-hidden="true">
        <AjrakhPanel className="error-page__panel" />
        <span className="error-page__code">404</span>
      </div>
      <div className="error-page__body">
        <h1 id="error-title">{t("notFoundTitle")}</h1>
        <p>{t("notFoundText")}</p>
        <Form action="/product" method="get" role="search" className="error-page__search">
          <label htmlFor="error-search" className="visually-hidden">
            {t("searchLabel")}
          </label>
          <input id="error-search" name="q" type="search" placeholder={t("searchPlaceholder")} required />
          <button type="submit" className="button button--primary">
            <Search aria-hidden="true" size={18} />
            <span>{t("searchButton")}</span>
          </button>
        </Form>
        <p className="error-page__links">
          <Link to="/" className="button button--primary">
            {t("backHome")}
          </Link>
          <Link to="/product" className="button button--ghost">
            {t("browseProducts")}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** Any other failure: say so plainly, never show internals. */
export function ErrorPage() {
  const t = useT();
  const location = useLocation();
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <div className="error-page__body">
        <h1 id="error-title">{t("errorTitle")}</h1>
        <p>{t("errorText")}</p>
        <p className="error-page__links">
          {/* A plain link: a full reload, since the client-side state may be what failed. */}
          <a href={`${location.pathname}${location.search}`} className="button button--primary">
            {t("tryAgain")}
          </a>
          <Link to="/" className="button button--ghost">
            {t("backHome")}
          </Link>
        </p>
      </div>
    </section>
  );
}
