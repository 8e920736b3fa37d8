import { createContext, type ReactNode, useContext } from "react";
import { en } from "./en.ts";
import type { MessageKey, Messages } from "./messages.ts";
import { translate } from "./translate.ts";

const MessagesContext = createContext<Messages>(en);

export function I18nProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The translator for the shopper's language (English when rendered outside the provider). */
export function useT(): Translate {
  const messages = useContext(MessagesContext);
  return (key, values) => translate(messages, key, values);
}
