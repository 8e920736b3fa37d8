import { describe, expect, it } from "vitest";
import { addGuestCartLine, buildCartLine, buyNowState, clampQuantity } from "./guest-cart-line.ts";

const variant = {
  _id: "v1",
  product: { _id: "p1", name: "Indigo Saree", description: "", details: "" },
  price: 3000,
  salePrice: 2490,
  images: [{ url: "/media/ajrakh/a-800.webp", alt: "front" }],
  attributes: { color: "Indigo", material: "Cotton", weight: 0.55 },
};

describe("guest bag lines", () => {
  it("carry the fields of the variant a bag line shows", () => {
    expect(buildCartLine(variant, "Free Size", 2)).toEqual({
      product_variant_id: {
        _id: "v1",
        product: { name: "Indigo Saree" },
        price: 3000,
        salePrice: 2490,
        images: [{ url: "/media/ajrakh/a-800.webp" }],
        attributes: { weight: 0.55, color: "Indigo" },
      },
      size: "Free Size",
      quantity: 2,
    });
  });

  it("are added once per variant and size", () => {
    const line = buildCartLine(variant, "M", 1);
    const first = addGuestCartLine(null, line);
    expect(first.added).toBe(true);
    if (!first.added) return;
    expect(JSON.parse(first.stored)).toHaveLength(1);
    expect(addGuestCartLine(first.stored, buildCartLine(variant, "M", 3))).toEqual({ added: false });
    const other = addGuestCartLine(first.stored, buildCartLine(variant, "L", 1));
    expect(other.added && JSON.parse(other.stored)).toHaveLength(2);
  });

  it("start a fresh bag when the stored one is unreadable", () => {
    const result = addGuestCartLine("{not json", buildCartLine(variant, "M", 1));
    expect(result.added && JSON.parse(result.stored)).toHaveLength(1);
  });
});

describe("quantities and Buy Now", () => {
  it("keep the quantity between 1 and 10", () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it("total the one line for checkout", () => {
    expect(buyNowState(buildCartLine(variant, "M", 3))).toMatchObject({ totalWeight: 1.65, amount: 9000, totalAmount: 7470 });
  });
});
