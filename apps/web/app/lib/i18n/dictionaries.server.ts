import { de } from "./de.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { hi } from "./hi.ts";
import type { LanguageCode } from "./languages.ts";
import type { Messages } from "./messages.ts";
import { ur } from "./ur.ts";
import { zhHans } from "./zh-hans.ts";

/** Kept on the server: the root loader sends only the chosen language's strings to the browser. */
const dictionaries: Record<LanguageCode, Messages> = { en, es, fr, de, "zh-Hans": zhHans, hi, ur };

export function messagesFor(code: LanguageCode): Messages {
  return dictionaries[code];
}
