import { useState } from "react";
import { NavLink } from "react-router";
import { X } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useShopText, useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { LanguageCode } from "#app/lib/i18n/languages.ts";
import type { NavGroup } from "#app/lib/nav-groups.ts";
import { categoryListUrl } from "#app/lib/product-search-url.ts";
import { useIsLoggedIn } from "#app/lib/use-is-logged-in.ts";
import { useModalDialog } from "#app/lib/use-modal-dialog.ts";
import { type CountryChoice, CountrySelect } from "./country-select.tsx";
import { LanguageSelect } from "./language-select.tsx";

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? "drawer__link drawer__link--active" : "drawer__link";
}

/**
 * The small-screen side drawer. A modal <dialog> keeps focus inside and makes the page inert;
 * Escape and a click on the backdrop close it; the page behind does not scroll while it is open.
 * On phones the top bar keeps only its announcement, so the drawer also holds Order Tracking, Shipping
 * Charges and the country and language selectors (docs/decisions/0021). The selectors are rendered
 * only while the drawer is open: the top bar's own stay the only ones on the page otherwise.
 * It is rendered from the first time it opens (only scripts open it): until then the header's nav
 * holds the same links, and every page is written with some thirty links and the closed dialog fewer
 * (docs/performance.md).
 */
export function MobileDrawer({
  id,
  open,
  onClose,
  groups,
  categoriesLoading,
  itemsLoading,
  countries,
  countryName,
  language,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  groups: NavGroup[];
  categoriesLoading: boolean;
  itemsLoading: boolean;
  countries: CountryChoice[];
  countryName: string;
  language: LanguageCode;
}) {
  const t = useT();
  const shopText = useShopText();
  const loggedIn = useIsLoggedIn();
  const dialog = useModalDialog(open, onClose);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;

  return (
    <dialog {...dialog} id={id} className="drawer" aria-label={t("menu")}>
      <div className="drawer__panel">
        <div className="drawer__head">
          <span className="drawer__title">{t("menu")}</span>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t("closeMenu")}>
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <nav aria-label={t("mainNav")}>
          <ul className="drawer__list">
            <li>
              <NavLink to="/" end className={navClass} onClick={onClose}>
                {t("home")}
              </NavLink>
            </li>
            <li>
              <Link to="/product" className="drawer__link" onClick={onClose}>
                {t("product")}
              </Link>
            </li>
            {categoriesLoading ? (
              <li className="drawer__loading">{t("loadingCategories")}</li>
            ) : (
              groups.map((group) => (
                <li key={group.name}>
                  <details className="drawer__group">
                    <summary className="drawer__link">{shopText(group.name)}</summary>
                    {itemsLoading ? (
                      <p className="drawer__loading">{t("loadingItems")}</p>
                    ) : (
                      <ul className="drawer__sublist">
                        {group.categories.map((category) => (
                          <li key={category.slug}>
                            <Link to={categoryListUrl(category.slug)} onClick={onClose}>
                              {shopText(category.name)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </details>
                </li>
              ))
            )}
            <li>
              <NavLink to="/blog/" className={navClass} onClick={onClose}>
                {t("blog")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact-us" className={navClass} onClick={onClose}>
                {t("contactUs")}
              </NavLink>
            </li>
            <li>
              <Link to={loggedIn ? "/user-profile" : "/login"} className="drawer__link" onClick={onClose}>
                {loggedIn ? t("profile") : t("login")}
              </Link>
            </li>
            <li>
              <NavLink to="/track-order" className={navClass} onClick={onClose}>
                {t("orderTracking")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/shipping-charges" className={navClass} onClick={onClose}>
                {t("shippingCharges")}
              </NavLink>
            </li>
          </ul>
        </nav>
        {open ? (
          <div className="drawer__preferences">
            <CountrySelect countries={countries} countryName={countryName} />
            <LanguageSelect language={language} />
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
