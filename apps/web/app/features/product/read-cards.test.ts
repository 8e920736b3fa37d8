import { describe, expect, it } from "vitest";
import { readCards } from "./read-cards.ts";

/** A card as the API's summary shape writes it, sizes and item code included. */
const summary = {
  _id: "v1",
  product: { _id: "p1", name: "Indigo Ajrakh Kurta" },
  price: 2400,
  salePrice: 1990,
  discount: 17,
  images: [
    { url: "/media/a-800.webp", alt: "front" },
    { url: "/media/b-800.webp", alt: "back" },
  ],
  size: [{ sizeName: "M", inStock: true }],
  item_code: "AJ-KUR-0001-IN",
  stock: { status: "in_stock" },
  attributes: { color: "Indigo" },
  category: { name: "Kurtas" },
  rating: { average: 4.5, count: 2 },
};

describe("cards by ids, read in the browser", () => {
  it("keep what a card shows, in the answer's order", () => {
    const second = { ...summary, _id: "v2", images: [] };
    expect(readCards({ status: true, data: [summary, second] })?.cards).toEqual([
      {
        _id: "v1",
        product: { _id: "p1", name: "Indigo Ajrakh Kurta" },
        price: 2400,
        salePrice: 1990,
        discount: 17,
        images: [{ url: "/media/a-800.webp", alt: "front" }],
        stock: { status: "in_stock" },
        attributes: { color: "Indigo" },
        rating: { average: 4.5, count: 2 },
      },
      expect.objectContaining({ _id: "v2", images: [] }),
    ]);
  });

  it("leave out a card that is not one, though its piece is still listed", () => {
    const broken = [
      null,
      { ...summary, _id: "v2", price: "2400" },
      { ...summary, _id: "v3", product: { name: "no id" } },
      { ...summary, _id: "v4", stock: { status: "maybe" } },
      { ...summary, _id: "v5", rating: null },
    ];
    const answer = readCards({ status: true, data: [...broken, summary] });
    expect(answer?.cards.map((card) => card._id)).toEqual(["v1"]);
    expect(answer?.listed).toEqual(["v2", "v3", "v4", "v5", "v1"]);
  });

  it("tell a failed answer (null) from an empty one", () => {
    expect(readCards({ status: true, data: [] })).toEqual({ cards: [], listed: [] });
    for (const body of [
      null,
      "oops",
      { status: false, message: "Too many requests", code: "request.rate_limited" },
      { data: [] },
    ]) {
      expect(readCards(body)).toBeNull();
    }
  });
});
