import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Languages } from "#app/components/icons.tsx";
import { writePreferenceCookie } from "#app/lib/cookies.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { LANG_COOKIE, LANGUAGES, type LanguageCode } from "#app/lib/i18n/languages.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/** Top-bar language selector. The pages are translated, not passed through a page translator. */
export function LanguageSelect({ language }: { language: LanguageCode }) {
  const t = useT();
  const id = useId();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  // Shows the choice at once; the strings of the new language follow from the root loader.
  const [chosen, setChosen] = useState<{ from: string; value: string } | null>(null);
  const shown = chosen?.from === language ? chosen.value : language;

  function choose(code: string) {
    setChosen({ from: language, value: code });
    writePreferenceCookie(LANG_COOKIE, code);
    // The root loader reads the cookie and sends the strings of the new language.
    void revalidator.revalidate();
  }

  return (
    <div className="top-select">
      <Languages aria-hidden="true" size={16} />
      <label className="visually-hidden" htmlFor={id}>
        {t("languageLabel")}
      </label>
      <select id={id} value={shown} onChange={(event) => choose(event.target.value)}>
        {/* Written with the current language alone: the others follow once the scripts that act on a choice run. */}
        {(hydrated ? LANGUAGES : LANGUAGES.filter((option) => option.code === shown)).map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
