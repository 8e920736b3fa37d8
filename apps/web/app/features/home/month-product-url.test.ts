import { describe, expect, it } from "vitest";
import { monthProductUrl } from "./month-product-url.ts";

describe("monthProductUrl", () => {
  it("searches the product name and carries the block marker and timestamp", () => {
    expect(monthProductUrl("Kutch Indigo Saree & Stole", 1700000000000)).toBe(
      "/product?q=Kutch%20Indigo%20Saree%20%26%20Stole&d=productSQ&uniId=1700000000000",
    );
  });
});
