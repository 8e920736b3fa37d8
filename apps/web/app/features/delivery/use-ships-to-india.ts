import { isIndia } from "@chhaap/contract/delivery-rules";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";

/** The shopper's country (the header's choice, or their first visit's) is India: PIN codes apply. */
export function useShipsToIndia(): boolean {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return false;
  const { countryName, countries } = root;
  return isIndia(countryName) || countries.some((entry) => entry.countryName === countryName && entry.isoCode === "IN");
}
