import type { ReactNode } from "react";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { LanguageCode } from "#app/lib/i18n/languages.ts";
import type { NavCategory, NavGroup } from "#app/lib/nav-groups.ts";
import type { ShellSite } from "#app/lib/shell-site.ts";
import type { CountryChoice } from "./country-select.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { TopBar } from "./top-bar.tsx";
import { TopMenuStrip } from "./top-menu-strip.tsx";

/** The page shell around every page, error pages included. */
export function SiteShell(props: {
  countries: CountryChoice[];
  countryName: string;
  language: LanguageCode;
  navGroups: NavGroup[];
  categoriesLoading: boolean;
  itemsLoading: boolean;
  footerCategories: NavCategory[];
  topMessages: string[];
  site: ShellSite | null;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <TopBar countries={props.countries} countryName={props.countryName} language={props.language} />
      <TopMenuStrip messages={props.topMessages} />
      <SiteHeader
        groups={props.navGroups}
        categoriesLoading={props.categoriesLoading}
        itemsLoading={props.itemsLoading}
        email={props.site?.email ?? null}
        countries={props.countries}
        countryName={props.countryName}
        language={props.language}
      />
      <main id="main" tabIndex={-1}>
        {props.children}
      </main>
      <SiteFooter categories={props.footerCategories} site={props.site} />
      <ScrollToTop />
    </>
  );
}
