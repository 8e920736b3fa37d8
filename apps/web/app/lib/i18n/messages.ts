import type { en } from "./en.ts";

/** The shell's translatable strings: every language file must provide exactly these keys. */
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
