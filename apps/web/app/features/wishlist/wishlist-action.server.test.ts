import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { type AddBagLine, runWishlistIntent } from "./wishlist-action.server.ts";

const shopper = {
  _id: "u1",
  name: "Meena",
  last_name: "",
  email: "meena@example.com",
  number: "9825098250",
  cartId: "c1",
} as const;
const piece = "11111111-1111-4111-8111-111111111111";

/** A load context whose API records each call and answers from `answers` (by "METHOD path"), else 200. */
function contextFor(user: typeof shopper | null, answers: Record<string, { status: number; body: unknown }> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const context = {
    async shopper() {
      return { user, bagCount: user ? 0 : null };
    },
    async api(path: string, init?: { method?: string; body?: string }) {
      const method = init?.method ?? "GET";
      calls.push({ method, path, body: init?.body ? JSON.parse(init.body) : undefined });
      const answer = answers[`${method} ${path}`] ?? { status: 200, body: { status: true, data: { count: 1 } } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const noBag: AddBagLine = async () => {
  throw new Error("the bag was not to be touched");
};

describe("the wishlist page's action", () => {
  it("refuses a form it cannot read before asking the API", async () => {
    const { context, calls } = contextFor(shopper);
    await expect(runWishlistIntent(context, form({ intent: "hoard" }), noBag)).rejects.toBeTruthy();
    await expect(runWishlistIntent(context, form({ intent: "merge", pieces: "not json" }), noBag)).rejects.toBeTruthy();
    const tooMany = JSON.stringify(Array.from({ length: 201 }, () => ({ id: piece, addedAt: "" })));
    await expect(runWishlistIntent(context, form({ intent: "merge", pieces: tooMany }), noBag)).rejects.toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("saves and removes a customer's piece on the server, answering the new count", async () => {
    const { context, calls } = contextFor(shopper);
    const saved = await runWishlistIntent(context, form({ intent: "save", variantId: piece }), noBag);
    expect(saved).toMatchObject({ intent: "save", ok: true, count: 1, variantId: piece });
    await runWishlistIntent(context, form({ intent: "remove", variantId: piece }), noBag);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT /api/wishlist/${piece}`,
      `DELETE /api/wishlist/${piece}`,
    ]);
  });

  it("passes a full list's refusal on with its code", async () => {
    const { context } = contextFor(shopper, {
      [`PUT /api/wishlist/${piece}`]: {
        status: 409,
        body: { status: false, message: "Full.", code: "wishlist.full", params: { limit: 200 } },
      },
    });
    const answer = await runWishlistIntent(context, form({ intent: "save", variantId: piece }), noBag);
    expect(answer).toMatchObject({ ok: false, status: 409, error: { code: "wishlist.full", params: { limit: 200 } } });
  });

  it("tells a guest to log in instead of asking the API for their list", async () => {
    const { context, calls } = contextFor(null);
    expect(await runWishlistIntent(context, form({ intent: "save", variantId: piece }), noBag)).toMatchObject({ status: 401 });
    expect(calls).toEqual([]);
  });

  it("sends the browser's list with its dates to the merge", async () => {
    const { context, calls } = contextFor(shopper, {
      "POST /api/wishlist/merge": { status: 200, body: { status: true, data: { count: 3, dropped: 1 } } },
    });
    const pieces = JSON.stringify([
      { id: piece, addedAt: "2026-11-01T10:00:00.000Z" },
      { id: "22222222-2222-4222-8222-222222222222", addedAt: "garbled" },
    ]);
    const answer = await runWishlistIntent(context, form({ intent: "merge", pieces }), noBag);
    expect(answer).toMatchObject({ intent: "merge", ok: true, count: 3, dropped: 1 });
    expect(calls[0]?.body).toEqual({
      variantIds: [piece, "22222222-2222-4222-8222-222222222222"],
      addedAt: ["2026-11-01T10:00:00.000Z", null],
    });
  });

  it("moves a customer's piece to the bag in the size asked, then off the wishlist; without a size, asks for one", async () => {
    const { context, calls } = contextFor(shopper);
    const addBagLine = vi.fn<AddBagLine>(async () => ({ ok: true, status: 201, message: null, error: null }));
    expect(await runWishlistIntent(context, form({ intent: "move-to-bag", variantId: piece }), addBagLine)).toMatchObject({
      ok: false,
      sizeMissing: true,
    });
    const moved = await runWishlistIntent(context, form({ intent: "move-to-bag", variantId: piece, size: "M" }), addBagLine);
    expect(moved).toMatchObject({ ok: true, guestLine: null });
    expect(addBagLine).toHaveBeenCalledTimes(1);
    expect(addBagLine.mock.calls[0]?.[2]).toEqual({ variantId: piece, size: "M", quantity: 1 });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE /api/wishlist/${piece}`]);
  });

  it("keeps a piece on the wishlist when the bag refuses it", async () => {
    const { context, calls } = contextFor(shopper);
    const refused: AddBagLine = async () => ({
      ok: false,
      status: 409,
      message: "Only 1 left.",
      error: { code: "cart.only_left", params: { count: 1, size: "M" } },
    });
    const answer = await runWishlistIntent(context, form({ intent: "move-to-bag", variantId: piece, size: "M" }), refused);
    expect(answer).toMatchObject({ ok: false, status: 409 });
    expect(calls).toEqual([]);
  });
});
