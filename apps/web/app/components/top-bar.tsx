import { Banknote } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { LanguageCode } from "#app/lib/i18n/languages.ts";
import { type CountryChoice, CountrySelect } from "./country-select.tsx";
import { LanguageSelect } from "./language-select.tsx";

/** Promo, Order Tracking and Shipping Charges links, country and language selectors. */
export function TopBar({
  countries,
  countryName,
  language,
}: {
  countries: CountryChoice[];
  countryName: string;
  language: LanguageCode;
}) {
  const t = useT();
  return (
    <div className="top-bar">
      <div className="top-bar__inner container">
        <p className="top-bar__promo">
          <Banknote aria-hidden="true" size={16} />
          {t("promo")}
        </p>
        <div className="top-bar__end">
          <ul className="top-bar__links">
            <li>
              <Link to="/track-order">{t("orderTracking")}</Link>
            </li>
            <li>
              <Link to="/shipping-charges">{t("shippingCharges")}</Link>
            </li>
          </ul>
          <div className="top-bar__selects">
            <CountrySelect countries={countries} countryName={countryName} />
            <LanguageSelect language={language} />
          </div>
        </div>
      </div>
    </div>
  );
}
