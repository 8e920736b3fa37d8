import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { shouldRevalidate } from "./heart-revalidation.ts";

function post(formAction: string, intent: string): ShouldRevalidateFunctionArgs {
  const formData = new FormData();
  formData.set("intent", intent);
  return {
    currentUrl: new URL("http://shop.test/product-details/x"),
    currentParams: {},
    nextUrl: new URL("http://shop.test/product-details/x"),
    nextParams: {},
    formMethod: "POST",
    formAction,
    formData,
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs;
}

describe("a page with hearts", () => {
  it("is not loaded again after a heart's save or remove, nor a guest list's cards", () => {
    expect(shouldRevalidate(post("/wishlist", "save"))).toBe(false);
    expect(shouldRevalidate(post("/wishlist", "remove"))).toBe(false);
    expect(shouldRevalidate(post("/wishlist", "cards"))).toBe(false);
  });

  it("is loaded again after Move to bag, the login merge, an alert removed or another page's post", () => {
    expect(shouldRevalidate(post("/wishlist", "move-to-bag"))).toBe(true);
    expect(shouldRevalidate(post("/wishlist", "merge"))).toBe(true);
    expect(shouldRevalidate(post("/wishlist", "remove-alert"))).toBe(true);
    expect(shouldRevalidate(post("/product-details/x", "save"))).toBe(true);
  });
});
