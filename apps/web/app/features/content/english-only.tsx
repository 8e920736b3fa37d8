import { useRouteLoaderData } from "react-router";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { loader as rootLoader } from "#app/root.tsx";

/** Long-form copy (posts, policies) is written in English only; say so to shoppers reading another language. */
export function EnglishOnlyNote() {
  const t = useT();
  const language = useRouteLoaderData<typeof rootLoader>("root")?.language.code ?? "en";
  if (language === "en") return null;
  return <p className="english-only">{t("englishOnly")}</p>;
}
