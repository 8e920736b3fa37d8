import { readCookie } from "./cookies.ts";
import { LANG_COOKIE, type Language, resolveLanguage } from "./i18n/languages.ts";

/**
 * Browser storage keys. The country lives in a cookie of the same name too, so the server can
 * render prices in the shopper's currency on the first byte.
 */
export const COUNTRY_COOKIE = "country-name";
export const COUNTRY_NAME_KEY = "country-name";
export const COUNTRY_ID_KEY = "country-id";
/** The default country. */
const DEFAULT_COUNTRY = "US";

export interface ShopperPreferences {
  countryName: string;
  language: Language;
}

export function readShopperPreferences(request: Request): ShopperPreferences {
  const cookieHeader = request.headers.get("cookie");
  const country = readCookie(cookieHeader, COUNTRY_COOKIE)?.trim();
  return {
    countryName: country && country.length <= 80 ? country : DEFAULT_COUNTRY,
    language: resolveLanguage(readCookie(cookieHeader, LANG_COOKIE)),
  };
}
