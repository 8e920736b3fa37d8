import { useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Globe } from "#app/components/icons.tsx";
import { readFirstCountryId } from "#app/lib/browser-api-answers.ts";
import { writePreferenceCookie } from "#app/lib/cookies.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal, writeLocal } from "#app/lib/local-store.ts";
import { COUNTRY_COOKIE, COUNTRY_ID_KEY, COUNTRY_NAME_KEY } from "#app/lib/preferences.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

export interface CountryChoice {
  countryName: string;
  /** The currency prices show in for this country: its active entry's code, else INR. */
  currencyCode: string;
}

/** Looks the country's id up and keeps it in localStorage next to its name. */
async function storeCountryId(countryName: string): Promise<void> {
  try {
    const response = await fetch(`/api/country?countryName=${encodeURIComponent(countryName)}`, {
      headers: { accept: "application/json" },
    });
    const id = response.ok ? readFirstCountryId(await response.json()) : null;
    if (id) writeLocal(COUNTRY_ID_KEY, id);
  } catch {
    // Reference-data failures are only logged; prices still follow the cookie.
    console.warn("[web] country lookup failed");
  }
}

/** Top-bar country and currency selector. The cookie lets the server render the next page in this currency. */
export function CountrySelect({ countries, countryName }: { countries: CountryChoice[]; countryName: string }) {
  const t = useT();
  const id = useId();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  // Shows the choice at once; the server's answer (the next countryName) replaces it.
  const [chosen, setChosen] = useState<{ from: string; value: string } | null>(null);
  const shown = chosen?.from === countryName ? chosen.value : countryName;

  // First visit: store the default country (US) and look up its id.
  useEffect(() => {
    if (readLocal(COUNTRY_NAME_KEY) !== countryName || !readLocal(COUNTRY_ID_KEY)) {
      writeLocal(COUNTRY_NAME_KEY, countryName);
      void storeCountryId(countryName);
    }
  }, [countryName]);

  function choose(name: string) {
    setChosen({ from: countryName, value: name });
    writePreferenceCookie(COUNTRY_COOKIE, name);
    writeLocal(COUNTRY_NAME_KEY, name);
    void storeCountryId(name);
    // Changing the country reloads what shows prices; loaders re-run with the new cookie.
    void revalidator.revalidate();
  }

  const listed = countries.some((country) => country.countryName === countryName)
    ? countries
    : [{ countryName, currencyCode: "INR" }, ...countries];
  // Until the scripts run, choosing changes nothing: the page is written with the chosen country
  // alone and the other options follow at hydration (they were 1.1 kB of every page).
  const choices = hydrated ? listed : listed.filter((country) => country.countryName === shown);

  return (
    <div className="top-select">
      <Globe aria-hidden="true" size={16} />
      <label className="visually-hidden" htmlFor={id}>
        {t("countryLabel")}
      </label>
      <select id={id} value={shown} onChange={(event) => choose(event.target.value)}>
        {choices.map((country) => (
          <option key={country.countryName} value={country.countryName}>
            {`${country.countryName} · ${country.currencyCode}`}
          </option>
        ))}
      </select>
    </div>
  );
}
