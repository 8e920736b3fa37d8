import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import { BASE_CURRENCY, type DisplayCurrency, formatPrice, formatSum } from "./currency.ts";

/** The currency the server resolved from the shopper's `country-name` cookie. */
export function useDisplayCurrency(): DisplayCurrency {
  return useRouteLoaderData<typeof rootLoader>("root")?.currency ?? BASE_CURRENCY;
}

/** Formats INR amounts in the shopper's currency: `const price = useFormatPrice(); price(2499)`. */
export function useFormatPrice(): (amountInr: number) => string {
  const currency = useDisplayCurrency();
  return (amountInr) => formatPrice(amountInr, currency);
}

/** formatSum in the shopper's currency: a total and its parts shown so that they add up. */
export function useFormatSum(): (totalInr: number, partsInr: readonly number[]) => { total: string; parts: string[] } {
  const currency = useDisplayCurrency();
  return (totalInr, partsInr) => formatSum(totalInr, partsInr, currency);
}
