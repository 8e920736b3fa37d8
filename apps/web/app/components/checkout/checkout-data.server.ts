import { address } from "@chhaap/contract/address";
import { cartSummary } from "@chhaap/contract/cart";
import { type AppLoadContext, redirect } from "react-router";
import { fetchData, fetchList } from "#app/lib/api.server.ts";
import { readSessionUser } from "#app/lib/session.server.ts";
import { parseBuyNowParam } from "./buy-now-param.ts";

/**
 * What checkout and /place-order show: the shopper's addresses, the chosen delivery address (`?address=`,
 * else the first saved one) and the server's summary for it and the coupon (`?coupon=`), so shipping
 * follows the address's country (spec 9). `?line=` is a BUY NOW (spec 4: one item): only that line of
 * the bag is summarised and ordered. A guest gets `user: null`.
 */
export async function loadCheckoutData(request: Request, context: AppLoadContext) {
  const user = await readSessionUser(context);
  if (!user) return { user: null, addresses: [], selectedAddressId: null, coupon: "", lineId: null, summary: null };
  const url = new URL(request.url);
  await resolveGuestBuyNow(url, context);
  const coupon = url.searchParams.get("coupon")?.trim().slice(0, 40) ?? "";
  const addresses = await fetchList(context, `/api/address?${new URLSearchParams({ userId: user._id })}`, address);
  const wanted = url.searchParams.get("address");
  const selectedAddressId = addresses.find((entry) => entry._id === wanted)?._id ?? addresses[0]?._id ?? null;
  const lineId = url.searchParams.get("line")?.slice(0, 64) || null;
  const query = new URLSearchParams();
  if (selectedAddressId) query.set("addressId", selectedAddressId);
  if (coupon) query.set("couponCode", coupon);
  if (lineId) query.set("lineId", lineId);
  const summary = await fetchData(context, `/api/cart/summary?${query}`, cartSummary);
  // The bought line has left the bag (ordered, or removed in another tab): show the bag instead.
  if (lineId && !summary) throw redirect(withoutParams(url, ["line"]));
  return { user: { _id: user._id }, addresses, selectedAddressId, coupon, lineId, summary };
}

/**
 * A guest's BUY NOW went into the guest bag and through login; `?buy=` names its product and size.
 * Once the guest bag has joined the server bag (GuestCartMerge, which then reloads this page's data)
 * that names one line: continue as a BUY NOW of it. Until then the page shows the bag.
 */
async function resolveGuestBuyNow(url: URL, context: AppLoadContext): Promise<void> {
  const buy = parseBuyNowParam(url.searchParams.get("buy"));
  if (!buy) return;
  const bag = await fetchData(context, "/api/cart/summary", cartSummary);
  const line = bag?.lines.find((entry) => entry.product_variant_id._id === buy.variantId && entry.size === buy.size);
  if (!line) return;
  const next = new URL(withoutParams(url, ["buy"]), url);
  next.searchParams.set("line", line._id);
  throw redirect(next.pathname + next.search);
}

function withoutParams(url: URL, names: string[]): string {
  const params = new URLSearchParams(url.search);
  for (const name of names) params.delete(name);
  const search = params.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}
