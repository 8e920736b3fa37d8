import { readLocal, writeLocal } from "#app/lib/local-store.ts";
import { PIN_CODE } from "./delivery-promise.ts";

/** The PIN code last checked on this browser, so other product pages and checkout start with it. */
const PIN_KEY = "delivery-pin";

export function readRememberedPin(): string | null {
  const stored = readLocal(PIN_KEY);
  return stored && PIN_CODE.test(stored) ? stored : null;
}

export function rememberPin(pin: string): void {
  if (PIN_CODE.test(pin)) writeLocal(PIN_KEY, pin);
}
