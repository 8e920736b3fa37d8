import type { MessageKey, Messages } from "./messages.ts";

/** Looks a string up and fills its `{name}` slots; a slot without a value stays visible so the gap is noticed. */
export function translate(messages: Messages, key: MessageKey, values?: Record<string, string | number>): string {
  const text = messages[key];
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
