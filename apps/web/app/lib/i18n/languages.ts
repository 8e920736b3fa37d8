/** The language selector's choices, named in their own language. */
export const LANGUAGES = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "es", name: "Español", dir: "ltr" },
  { code: "fr", name: "Français", dir: "ltr" },
  { code: "de", name: "Deutsch", dir: "ltr" },
  { code: "zh-Hans", name: "简体中文", dir: "ltr" },
  { code: "hi", name: "हिन्दी", dir: "ltr" },
  { code: "ur", name: "اردو", dir: "rtl" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export type Language = (typeof LANGUAGES)[number];

/** The `lang` cookie holds the shopper's choice; anything unknown means English. */
export const LANG_COOKIE = "lang";

export function resolveLanguage(value: string | null | undefined): Language {
  return LANGUAGES.find((language) => language.code === value) ?? LANGUAGES[0];
}
