import type { PublicUser } from "@chhaap/contract/accounts";
import { type VariantSummary, variantDetail, variantSummary } from "@chhaap/contract/catalog";
import { wishlistCount, wishlistMergeResult } from "@chhaap/contract/wishlist";
import { type AppLoadContext, data } from "react-router";
import { z } from "zod";
import { buildCartLine, type GuestCartLine } from "#app/features/cart/index.ts";
import { type ApiResult, callApi, dataFrom, fetchAnswer } from "#app/lib/api.server.ts";
import { readSessionUser } from "#app/lib/session.server.ts";
import { type WishlistAnswerBase, wishlistIntent } from "./wishlist-intent.ts";

/** A change to the server bag, as the bag's own actions make it (the route passes the bag's function in). */
export type AddBagLine = (
  context: AppLoadContext,
  user: PublicUser,
  line: { variantId: string; size: string; quantity: number },
) => Promise<{ ok: boolean; status: number; message: string | null; error: WishlistAnswerBase<"save">["error"] }>;

export type WishlistAnswer =
  | (WishlistAnswerBase<"save" | "remove"> & { variantId: string; count: number | null })
  | (WishlistAnswerBase<"merge"> & { count: number | null; dropped: number })
  | (WishlistAnswerBase<"cards"> & { cards: VariantSummary[] })
  | (WishlistAnswerBase<"move-to-bag"> & { variantId: string; sizeMissing: boolean; guestLine: GuestCartLine | null })
  | (WishlistAnswerBase<"remove-alert"> & { id: string });

function outcome(result: ApiResult) {
  const unanswered = result.status === 502 && result.body === null;
  return {
    ok: result.answer.ok,
    status: unanswered ? 0 : result.status,
    message: result.answer.message,
    error: result.answer.error,
  };
}

const guest = { ok: false, status: 401, message: null, error: null } as const;
const cardsAnswer = z.array(variantSummary);

/**
 * The /wishlist page's forms. A customer's list is on the server (the API checks it is theirs); a
 * guest's is in the browser, so only its cards and a bag line for "Move to bag" are asked here. A
 * guest's save or remove reaching this (posted before scripts ran) is a 401 the page turns into "log in".
 */
export async function runWishlistIntent(
  context: AppLoadContext,
  form: FormData,
  addBagLine: AddBagLine,
): Promise<WishlistAnswer> {
  const at = Date.now();
  const parsed = wishlistIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data({ message: "This form cannot be read." }, { status: 400 });
  const intent = parsed.data;
  const user = await readSessionUser(context);

  switch (intent.intent) {
    case "save":
    case "remove": {
      const base = { intent: intent.intent, variantId: intent.variantId, at };
      if (!user) return { ...base, ...guest, count: null };
      const result = await callApi(context, `/api/wishlist/${encodeURIComponent(intent.variantId)}`, {
        method: intent.intent === "save" ? "PUT" : "DELETE",
      });
      return { ...base, ...outcome(result), count: dataFrom(result, wishlistCount)?.count ?? null };
    }
    case "merge": {
      if (!user) return { intent: "merge", ...guest, at, count: null, dropped: 0 };
      const pieces = intent.pieces;
      const result = await callApi(context, "/api/wishlist/merge", {
        method: "POST",
        json: {
          variantIds: pieces.map((piece) => piece.id),
          addedAt: pieces.map((piece) =>
            Number.isNaN(Date.parse(piece.addedAt)) ? null : new Date(piece.addedAt).toISOString(),
          ),
        },
      });
      const merged = dataFrom(result, wishlistMergeResult);
      return { intent: "merge", ...outcome(result), at, count: merged?.count ?? null, dropped: merged?.dropped ?? 0 };
    }
    case "cards": {
      if (intent.ids.length === 0) return { intent: "cards", ok: true, status: 200, message: null, error: null, at, cards: [] };
      const result = await callApi(context, "/api/variant/cards", { method: "POST", json: { ids: intent.ids } });
      const cards = dataFrom(result, cardsAnswer);
      return { intent: "cards", ...outcome(result), ok: cards !== null, at, cards: cards ?? [] };
    }
    case "move-to-bag": {
      const base = { intent: "move-to-bag" as const, variantId: intent.variantId, at };
      if (intent.size === "")
        return { ...base, ok: false, status: 400, message: null, error: null, sizeMissing: true, guestLine: null };
      if (!user) {
        // A guest's bag is browser storage: answer the line the bag stores, built from the piece's page data.
        const { status, data: variant } = await fetchAnswer(
          context,
          `/api/variant/${encodeURIComponent(intent.variantId)}`,
          variantDetail,
        );
        const size = variant?.size.find((entry) => entry.sizeName === intent.size);
        if (!variant || !size?.inStock) {
          return {
            ...base,
            ok: false,
            status: variant ? 409 : status,
            message: null,
            error: null,
            sizeMissing: false,
            guestLine: null,
          };
        }
        return {
          ...base,
          ok: true,
          status: 200,
          message: null,
          error: null,
          sizeMissing: false,
          guestLine: buildCartLine(variant, size.sizeName, 1),
        };
      }
      const added = await addBagLine(context, user, { variantId: intent.variantId, size: intent.size, quantity: 1 });
      // In the bag now (or already there): it leaves the wishlist.
      const inBag = added.ok || (added.status === 409 && (!added.error || added.error.code === "cart.duplicate"));
      if (inBag) await callApi(context, `/api/wishlist/${encodeURIComponent(intent.variantId)}`, { method: "DELETE" });
      return { ...base, ...added, ok: inBag, sizeMissing: false, guestLine: null };
    }
    case "remove-alert": {
      if (!user) return { intent: "remove-alert", ...guest, at, id: intent.id };
      const result = await callApi(context, `/api/stock-alerts/${encodeURIComponent(intent.id)}`, { method: "DELETE" });
      return { intent: "remove-alert", ...outcome(result), at, id: intent.id };
    }
  }
}
