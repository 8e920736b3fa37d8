import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { runAddToBagIntent } from "./add-to-bag.server.ts";
import { runCartIntent } from "./cart-action.server.ts";

const shopper = {
  _id: "u1",
  name: "Meena",
  last_name: "",
  email: "meena@example.com",
  number: "9825098250",
  cartId: "c1",
} as const;

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
      const answer = answers[`${method} ${path}`] ?? { status: 200, body: { status: true, data: { _id: "line-9" } } };
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

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    // react-router's data() throws a DataWithResponseInit: status under init.
    if (typeof error === "object" && error !== null && "init" in error) {
      return new Response(null, (error as { init: ResponseInit }).init);
    }
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("the bag page's action", () => {
  it("refuses a form without a known intent, or with a quantity below 1, before asking the API", async () => {
    const { context, calls } = contextFor(shopper);
    expect((await thrown(runCartIntent(context, form({ intent: "empty-the-shop" })))).status).toBe(400);
    expect((await thrown(runCartIntent(context, form({ intent: "set-quantity", lineId: "l1", quantity: "0" })))).status).toBe(
      400,
    );
    expect((await thrown(runCartIntent(context, form({ intent: "remove" })))).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it("changes a line's quantity with PUT /api/cart-item/{id} and answers the API's refusal as it came", async () => {
    const { context, calls } = contextFor(shopper, {
      "PUT /api/cart-item/l1": { status: 409, body: { status: false, message: "Only 2 left in size M." } },
    });
    const answer = await runCartIntent(context, form({ intent: "set-quantity", lineId: "l1", quantity: "3" }));
    expect(calls).toEqual([{ method: "PUT", path: "/api/cart-item/l1", body: { quantity: 3 } }]);
    expect(answer).toMatchObject({ intent: "set-quantity", ok: false, status: 409, message: "Only 2 left in size M." });
  });

  it("applies a coupon for the session's user; an empty code goes to the API, which judges it", async () => {
    const { context, calls } = contextFor(shopper);
    const answer = await runCartIntent(context, form({ intent: "apply-coupon", code: "  " }));
    expect(calls).toEqual([{ method: "POST", path: "/api/couponcode/applyCoupon", body: { code: "", userId: "u1" } }]);
    expect(answer).toMatchObject({ intent: "apply-coupon", ok: true });
  });

  it("sends Place Order to checkout, or a guest to log in and back to the bag", async () => {
    const logged = await thrown(runCartIntent(contextFor(shopper).context, form({ intent: "checkout" })));
    expect(logged.headers.get("location")).toBe("/shopping-cart");
    const guest = await thrown(runCartIntent(contextFor(null).context, form({ intent: "checkout" })));
    expect(guest.headers.get("location")).toBe("/login?redirectTo=%2Fcart");
  });

  it("does not touch the API for a guest's change: their bag is in the browser", async () => {
    const { context, calls } = contextFor(null);
    const answer = await runCartIntent(context, form({ intent: "remove", lineId: "l1" }));
    expect(answer).toMatchObject({ ok: false, status: 401 });
    expect(calls).toEqual([]);
  });
});

describe("the product page's ADD TO CART and BUY NOW", () => {
  it("asks for a size before anything else", async () => {
    const { context, calls } = contextFor(shopper);
    const answer = await runAddToBagIntent(context, form({ intent: "add-to-cart", variantId: "v1", quantity: "1" }));
    expect(answer).toMatchObject({ ok: false, sizeMissing: true });
    expect(calls).toEqual([]);
  });

  it("adds to the session's bag and goes to /cart; a line already there is the API's 409", async () => {
    const added = await thrown(
      runAddToBagIntent(contextFor(shopper).context, form({ intent: "add-to-cart", variantId: "v1", size: "M" })),
    );
    expect(added.headers.get("location")).toBe("/cart");
    const { context } = contextFor(shopper, {
      "POST /api/cart-item": { status: 409, body: { status: false, message: "This item is already in your bag." } },
    });
    const again = await runAddToBagIntent(context, form({ intent: "add-to-cart", variantId: "v1", size: "M" }));
    expect(again).toMatchObject({ intent: "add-to-cart", ok: false, status: 409 });
  });

  it("tells a guest's ADD TO CART to log in (their bag is browser storage), asking the API nothing", async () => {
    const { context, calls } = contextFor(null);
    const answer = await runAddToBagIntent(context, form({ intent: "add-to-cart", variantId: "v1", size: "M" }));
    expect(answer).toMatchObject({ ok: false, status: 401, message: "Please log in to continue." });
    expect(calls).toEqual([]);
  });

  it("sends a guest's BUY NOW to log in, carrying the item to checkout", async () => {
    const response = await thrown(
      runAddToBagIntent(contextFor(null).context, form({ intent: "buy-now", variantId: "v1", size: "M", quantity: "2" })),
    );
    const location = new URL(response.headers.get("location") ?? "", "http://shop.test");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirectTo")).toBe("/shopping-cart?buy=v1%7EM%7E2");
  });

  it("checks out a logged-in BUY NOW as its own bag line", async () => {
    const response = await thrown(
      runAddToBagIntent(contextFor(shopper).context, form({ intent: "buy-now", variantId: "v1", size: "M" })),
    );
    expect(response.headers.get("location")).toBe("/shopping-cart?line=line-9");
  });
});
