import { createContext, type ReactNode, useContext } from "react";
import { en } from "./en.ts";
import type { MessageKey, Messages } from "./messages.ts";
import { translate } from "./translate.ts";

const MessagesContext = createContext<Messages>(en);
/** The shop's own words (category and menu names, strip messages, home headings) by their English text. */
const ShopTextContext = createContext<Readonly<Record<string, string>>>({});

export function I18nProvider({
  messages,
  shopText = {},
  children,
}: {
  messages: Messages;
  shopText?: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  return (
    <MessagesContext.Provider value={messages}>
      <ShopTextContext.Provider value={shopText}>{children}</ShopTextContext.Provider>
    </MessagesContext.Provider>
  );
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The translator for the shopper's language (English when rendered outside the provider). */
export function useT(): Translate {
  const messages = useContext(MessagesContext);
  return (key, values) => translate(messages, key, values);
}

/**
 * The shop's own words in the shopper's language: `shopText(category.name)`. Text the shop has not
 * translated shows as written. Links keep using the English text (`/product?q=Sarees`).
 */
export function useShopText(): (source: string) => string {
  const translations = useContext(ShopTextContext);
  return (source) => translations[source] ?? source;
}
