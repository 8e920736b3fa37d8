import { countryHints } from "@chhaap/contract/country-hints";
import { readCookie } from "./cookies.ts";
import { LANG_COOKIE, type Language, resolveLanguage } from "./i18n/languages.ts";

/**
 * Browser storage keys. The country lives in a cookie of the same name too, so the server can
 * render prices in the shopper's currency on the first byte.
 */
export const COUNTRY_COOKIE = "country-name";
export const COUNTRY_NAME_KEY = "country-name";
export const COUNTRY_ID_KEY = "country-id";
/** The default country when the browser's languages name none the shop delivers to. */
const DEFAULT_COUNTRY = "US";

export interface ShopperPreferences {
  /** The country the shopper chose, or null before they have chosen one. */
  countryName: string | null;
  language: Language;
}

export function readShopperPreferences(request: Request): ShopperPreferences {
  const cookieHeader = request.headers.get("cookie");
  const country = readCookie(cookieHeader, COUNTRY_COOKIE)?.trim();
  return {
    countryName: country && country.length <= 80 ? country : null,
    language: resolveLanguage(readCookie(cookieHeader, LANG_COOKIE)),
  };
}

/**
 * A first visit's country: the first the browser's languages point to that the shop has ("en-IN" or
 * "hi": India), else the default. An Indian shopper sees rupees from the first page.
 */
export function firstVisitCountry(request: Request, countries: readonly { countryName: string; isoCode: string }[]): string {
  for (const code of countryHints(request.headers.get("accept-language"))) {
    const found = countries.find((entry) => entry.isoCode.toUpperCase() === code);
    if (found) return found.countryName;
  }
  return DEFAULT_COUNTRY;
}
