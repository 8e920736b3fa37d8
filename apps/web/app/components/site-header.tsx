import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Mail, Menu, Search, X } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { BagLink } from "#app/features/cart/index.ts";
import { WishlistLink } from "#app/features/wishlist/index.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { LanguageCode } from "#app/lib/i18n/languages.ts";
import type { NavGroup } from "#app/lib/nav-groups.ts";
import { AccountLink } from "./account-link.tsx";
import { BlockPrintBorder } from "./block-print.tsx";
import type { CountryChoice } from "./country-select.tsx";
import { MainNav } from "./main-nav.tsx";
import { MobileDrawer } from "./mobile-drawer.tsx";
import { SearchBox } from "./search-box.tsx";

/** The sticky part of the header: brand, nav, contact e-mail, search toggle, account and bag. */
export function SiteHeader({
  groups,
  categoriesLoading,
  itemsLoading,
  email,
  countries,
  countryName,
  language,
}: {
  groups: NavGroup[];
  categoriesLoading: boolean;
  itemsLoading: boolean;
  email: string | null;
  countries: CountryChoice[];
  countryName: string;
  language: LanguageCode;
}) {
  const t = useT();
  const location = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const searchId = useId();
  const drawerId = useId();
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // A new page closes the drawer and the search box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => {
    setDrawerOpen(false);
    setSearchOpen(false);
  }, [location.pathname, location.search]);

  function closeSearch() {
    setSearchOpen(false);
    searchToggleRef.current?.focus();
  }

  function closeDrawer() {
    setDrawerOpen(false);
    menuButtonRef.current?.focus();
  }

  return (
    <header className="site-header">
      <div className="masthead container">
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button masthead__menu"
          aria-label={t("openMenu")}
          aria-expanded={drawerOpen}
          // The drawer exists from its first opening on (mobile-drawer.tsx).
          aria-controls={drawerOpen ? drawerId : undefined}
          onClick={() => setDrawerOpen(true)}
        >
          <Menu aria-hidden="true" size={24} />
        </button>
        {/* The name read out holds the words shown (WCAG 2.5.3), छाप in a Hindi voice. */}
        <Link to="/" className="brand">
          <span className="brand__name">Chhaap</span>{" "}
          <span className="brand__native" lang="hi">
            छाप
          </span>
          <span className="visually-hidden">, {t("home")}</span>
        </Link>
        <MainNav groups={groups} itemsLoading={itemsLoading} />
        <div className="masthead__actions">
          {email ? (
            <a className="masthead__email" href={`mailto:${email}`} aria-label={t("emailUs", { email })}>
              <Mail aria-hidden="true" size={18} />
              <span>{email}</span>
            </a>
          ) : null}
          <button
            ref={searchToggleRef}
            type="button"
            className="header-action"
            aria-expanded={searchOpen}
            aria-controls={searchId}
            aria-label={searchOpen ? t("closeSearch") : t("openSearch")}
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <X aria-hidden="true" size={22} /> : <Search aria-hidden="true" size={22} />}
          </button>
          <AccountLink />
          <WishlistLink />
          <BagLink />
        </div>
      </div>
      {searchOpen ? <SearchBox id={searchId} onClose={closeSearch} /> : null}
      <BlockPrintBorder />
      <MobileDrawer
        id={drawerId}
        open={drawerOpen}
        onClose={closeDrawer}
        groups={groups}
        categoriesLoading={categoriesLoading}
        itemsLoading={itemsLoading}
        countries={countries}
        countryName={countryName}
        language={language}
      />
    </header>
  );
}
