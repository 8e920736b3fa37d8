import type { CartLine } from "@chhaap/contract/cart";
import { describe, expect, it } from "vitest";
import {
  bagTotalsInRupees,
  fromServerLine,
  guestMergeLines,
  isSoldOut,
  readGuestLines,
  removeGuestLine,
  setGuestQuantity,
} from "./cart-lines.ts";

const stored = JSON.stringify([
  {
    product_variant_id: {
      _id: "v1",
      product: { name: "Ajrakh Stole" },
      price: 1200,
      salePrice: 1020,
      images: [{ url: "/media/ajrakh/stole-480.webp" }],
      attributes: { weight: 0.15, color: "Indigo" },
    },
    size: "Free Size",
    quantity: 2,
  },
  {
    product_variant_id: {
      _id: "v2",
      product: { name: "Saree" },
      price: 4999.5,
      salePrice: 4499.5,
      images: [],
      attributes: { weight: 0.6 },
    },
    size: "M",
  },
  { junk: true },
]);

describe("guest bag lines", () => {
  it("reads what the product page stored, skipping unreadable entries; quantity defaults to 1", () => {
    const lines = readGuestLines(stored);
    expect(lines.map((line) => [line.key, line.quantity, line.image, line.color])).toEqual([
      ["v1|Free Size", 2, "/media/ajrakh/stole-480.webp", "Indigo"],
      ["v2|M", 1, null, ""],
    ]);
    expect(readGuestLines("not json")).toEqual([]);
    expect(readGuestLines(null)).toEqual([]);
  });

  it("changes one line's quantity and removes one line, keeping the others as stored", () => {
    const changed = setGuestQuantity(stored, "v2|M", 3);
    expect(readGuestLines(changed).map((line) => line.quantity)).toEqual([2, 3]);
    const removed = removeGuestLine(changed, "v1|Free Size");
    expect(readGuestLines(removed).map((line) => line.key)).toEqual(["v2|M"]);
    expect(JSON.parse(removed)).toHaveLength(2);
  });

  it("gives the merge call variant, size and quantity", () => {
    expect(guestMergeLines(stored)).toEqual([
      { product_variant_id: "v1", size: "Free Size", quantity: 2 },
      { product_variant_id: "v2", size: "M", quantity: 1 },
    ]);
  });
});

describe("bagTotalsInRupees", () => {
  it("sums list and sale prices and weight without float drift", () => {
    const totals = bagTotalsInRupees(readGuestLines(stored));
    expect(totals).toEqual({ items: 3, listTotal: 7399.5, subtotal: 6539.5, savings: 860, weight: 0.9 });
  });
});

describe("server bag lines", () => {
  const line = (size: string, sizes: { sizeName: string; inStock: boolean }[]): CartLine => ({
    _id: "l1",
    cartId: "c1",
    size,
    quantity: 1,
    product_variant_id: {
      _id: "v1",
      product: { _id: "p1", name: "Ajrakh Stole" },
      price: 1200,
      salePrice: 1020,
      discount: 15,
      images: [],
      item_code: "AJ-1",
      stock: { status: "in_stock" },
      size: sizes,
      attributes: { weight: 0.15, color: "Indigo", material: "Cotton" },
    },
  });

  it("are sold out when their own size has no piece left or is gone, whatever the other sizes hold", () => {
    const sizes = [
      { sizeName: "S", inStock: false },
      { sizeName: "M", inStock: true },
    ];
    expect(fromServerLine(line("M", sizes)).soldOut).toBe(false);
    expect(fromServerLine(line("S", sizes)).soldOut).toBe(true);
    expect(isSoldOut(line("XL", sizes))).toBe(true);
  });
});
