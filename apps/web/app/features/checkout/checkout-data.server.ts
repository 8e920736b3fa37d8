import { address, isIndia } from "@chhaap/contract/address";
import { cartSummary } from "@chhaap/contract/cart";
import { type AppLoadContext, redirect } from "react-router";
import { checkDelivery } from "#app/features/delivery/index.server.ts";
import { PIN_CODE } from "#app/features/delivery/index.ts";
import { fetchAnswer, fetchList } from "#app/lib/api.server.ts";
import { readSessionUser } from "#app/lib/session.server.ts";

/**
 * What checkout and /place-order show: the shopper's addresses, the chosen delivery address (`?address=`,
 * else the first saved one) and the server's summary for it and the coupon (`?coupon=`), so shipping
 * follows the address's country. `?line=` is a BUY NOW (one item): only that line of
 * the bag is summarised and ordered; without `?coupon=` the coupon kept with the bag applies. For an
 * address in India, the delivery promise at its PIN code for the pieces ordered (dates, cash on
 * delivery there). A guest gets `user: null`.
 */
export async function loadCheckoutData(request: Request, context: AppLoadContext) {
  const user = await readSessionUser(context);
  if (!user)
    return {
      user: null,
      contact: null,
      addresses: [],
      selectedAddressId: null,
      coupon: "",
      lineId: null,
      summary: null,
      delivery: null,
    };
  // A new address starts with the account's name, e-mail and phone.
  const contact = { name: `${user.name} ${user.last_name}`.trim(), email: user.email, phone: user.number };
  const url = new URL(request.url);
  const coupon = url.searchParams.get("coupon")?.trim().slice(0, 40) ?? "";
  const wanted = url.searchParams.get("address")?.slice(0, 64) || null;
  const lineId = url.searchParams.get("line")?.slice(0, 64) || null;
  const summaryFor = (addressId: string | null) => {
    const query = new URLSearchParams();
    if (addressId) query.set("addressId", addressId);
    if (coupon) query.set("couponCode", coupon);
    if (lineId) query.set("lineId", lineId);
    return fetchAnswer(context, `/api/cart/summary?${query}`, cartSummary);
  };
  // With an address named in the URL, the addresses and its summary are asked for together (the API
  // answers 404 for an address that is not the shopper's); without one, the summary follows the first.
  const addressesAsked = fetchList(context, `/api/address?${new URLSearchParams({ userId: user._id })}`, address);
  const summaryAsked = wanted ? summaryFor(wanted) : null;
  const addresses = await addressesAsked;
  const selectedAddressId = addresses.find((entry) => entry._id === wanted)?._id ?? addresses[0]?._id ?? null;
  const { status, data: summary } =
    summaryAsked && selectedAddressId === wanted ? await summaryAsked : await summaryFor(selectedAddressId);
  // The bought item has left the bag (ordered, or removed in another tab): never fall back to checking
  // out the whole bag unasked; the bag page shows what is left.
  if (lineId && status === 404) throw redirect("/cart");
  const chosen = addresses.find((entry) => entry._id === selectedAddressId);
  const pin = chosen?.zip.replace(/\s+/g, "") ?? "";
  const delivery =
    chosen && isIndia(chosen.country) && PIN_CODE.test(pin) && summary
      ? await checkDelivery(
          context,
          pin,
          summary.lines.map((line) => line.product_variant_id._id),
        )
      : null;
  return { user: { _id: user._id }, contact, addresses, selectedAddressId, coupon, lineId, summary, delivery };
}
