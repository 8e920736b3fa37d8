import { wishlist } from "@chhaap/contract/wishlist";
import { fetchAnswer } from "#app/lib/api.server.ts";
import { PRIVATE_PAGE_HEADERS, readSessionUser } from "#app/lib/session.server.ts";
import type { Route } from "./+types/wishlist-ids";

/**
 * The ids a customer has saved, for the hearts and the header's count (asked once per page load by
 * the browser; a guest's list is browser storage, so a guest gets an empty list). Personal: never cached.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await readSessionUser(context);
  if (!user) return Response.json({ ids: [] }, { headers: PRIVATE_PAGE_HEADERS });
  const { status, data } = await fetchAnswer(context, "/api/wishlist", wishlist);
  if (!data) return Response.json({ ids: null }, { status: status === 0 ? 502 : status, headers: PRIVATE_PAGE_HEADERS });
  return Response.json({ ids: data.items.map((item) => item.variantId) }, { headers: PRIVATE_PAGE_HEADERS });
}
