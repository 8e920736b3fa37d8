import { describe, expect, it } from "vitest";
import { buyNowParam, parseBuyNowParam } from "./buy-now-param.ts";

describe("the BUY NOW query parameter", () => {
  it("carries a variant and a size, sizes with spaces included", () => {
    expect(parseBuyNowParam(buyNowParam("9bb5d7ec-2132-4086-b118-cbd3ac3cab09", "Free Size"))).toEqual({
      variantId: "9bb5d7ec-2132-4086-b118-cbd3ac3cab09",
      size: "Free Size",
    });
  });

  it("reads nothing from a missing, empty, one-sided or oversized value", () => {
    for (const value of [null, "", "~M", "abc~", "abc", `${"a".repeat(200)}~M`]) expect(parseBuyNowParam(value)).toBeNull();
  });
});
