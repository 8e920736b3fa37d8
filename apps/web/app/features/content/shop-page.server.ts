import { type ShopPage, shopPage } from "@chhaap/contract/shop-pages";
import { type AppLoadContext, data } from "react-router";
import { fetchEnvelope } from "#app/lib/api.server.ts";

/** One of the shop's pages as staff last saved it: the designed 404 when the shop has no such page, 503 when the API did not answer. */
export async function loadShopPage(context: AppLoadContext, name: string): Promise<ShopPage> {
  const answer = await fetchEnvelope(context, `/api/pages/${encodeURIComponent(name)}`, shopPage);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.data) throw data(null, { status: 503 });
  return answer.data;
}
