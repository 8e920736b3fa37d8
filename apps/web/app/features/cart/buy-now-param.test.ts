import { describe, expect, it } from "vitest";
import { buyNowParam, parseBuyNowParam } from "./buy-now-param.ts";

describe("the BUY NOW query parameter", () => {
  it("carries a variant, a size (spaces included) and a quantity", () => {
    const item = { variantId: "9bb5d7ec-2132-4086-b118-cbd3ac3cab09", size: "Free Size", quantity: 3 };
    expect(parseBuyNowParam(buyNowParam(item))).toEqual(item);
  });

  it("reads nothing from a missing, partial, oversized or out-of-range value", () => {
    for (const value of [null, "", "~M~1", "abc~~1", "abc~M", "abc~M~0", "abc~M~1.5", "abc~M~1001", `${"a".repeat(200)}~M~1`]) {
      expect(parseBuyNowParam(value), String(value)).toBeNull();
    }
  });
});
