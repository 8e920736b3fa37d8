import { en } from "#app/lib/i18n/en.ts";
import type { MessageKey } from "#app/lib/i18n/messages.ts";

/**
 * A shop page's heading. While staff keep its usual name (the interface's English name for it, as the
 * menu shows), it is the interface's translation of that name; a title they changed is shown as
 * written, in English like the rest of the page's copy (decision 0034).
 */
export function shopPageTitle(
  title: string,
  titleKey: MessageKey,
  translate: (key: MessageKey) => string,
): { text: string; lang: "en" | undefined } {
  return title === en[titleKey] ? { text: translate(titleKey), lang: undefined } : { text: title, lang: "en" };
}
