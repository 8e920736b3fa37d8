import { describe, expect, it } from "vitest";
import { readCollectionCards } from "./read-collection.ts";

const card = {
  _id: "v1",
  product: { _id: "p1", name: "Indigo Saree", description: "long text the card does not show" },
  price: 120,
  salePrice: 100,
  discount: 17,
  images: [{ url: "/media/a.webp", alt: "Indigo Saree" }],
  stock: { status: "in_stock" },
  attributes: { color: "Indigo" },
  rating: { average: 4.5, count: 2 },
};

describe("readCollectionCards", () => {
  it("reads the first block's pieces as cards, leaving out one it cannot show", () => {
    const cards = readCollectionCards({
      status: true,
      data: [{ _id: "b", tittle: "Trending", subTittle: "", varient: [card, { _id: "broken" }] }],
    });
    expect(cards?.map((entry) => entry._id)).toEqual(["v1"]);
    expect(cards?.[0]?.product).toEqual({ _id: "p1", name: "Indigo Saree" });
  });

  it("reads no block as no cards", () => {
    expect(readCollectionCards({ status: true, data: [] })).toEqual([]);
  });

  it("reads a refusal or another shape as a failure", () => {
    for (const body of [null, "x", { status: false, data: [] }, { status: true }, { status: true, data: [{ tittle: "x" }] }]) {
      expect(readCollectionCards(body)).toBeNull();
    }
  });
});
