import { describe, expect, it } from "vitest";
import { draftFromForm, editableOf, fieldNameOf, withAnotherColourway } from "./product-draft.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("the product editor's form", () => {
  it("reads sizes and pictures as posted: the empty size row and removed rows left out, pictures by position", () => {
    const draft = draftFromForm(
      form({
        name: "Indigo Stole",
        colourways: "1",
        "v0._id": "v-1",
        "v0.itemCode": "AJ-1",
        "v0.price": "1,500",
        "v0.sizes": "3",
        "v0.s0.name": "M",
        "v0.s0.stock": "4",
        "v0.s1.name": "L",
        "v0.s1.stock": "2",
        "v0.s1.remove": "on",
        "v0.s2.name": "",
        "v0.s2.stock": "",
        "v0.pictures": "3",
        "v0.p0.url": "/media/catalog/a-800.webp",
        "v0.p0.position": "2",
        "v0.p0.alt": "Front",
        "v0.p1.url": "/media/catalog/b-800.webp",
        "v0.p1.position": "1",
        "v0.p1.alt": "Folded",
        "v0.p2.url": "/media/catalog/c-800.webp",
        "v0.p2.remove": "on",
      }),
    );
    expect(draft.colourways[0]?.sizes).toEqual([{ name: "M", stock: "4" }]);
    expect(draft.colourways[0]?.pictures).toEqual([
      { url: "/media/catalog/b-800.webp", alt: "Folded" },
      { url: "/media/catalog/a-800.webp", alt: "Front" },
    ]);
    const body = editableOf(draft);
    expect(body.variants[0]).toMatchObject({ _id: "v-1", price: 1500, sizes: [{ name: "M", stock: 4 }] });
    // A blank number is NaN, which the contract refuses with the field's own message.
    expect(body.variants[0]?.salePrice).toBeNaN();
    expect(body.gstRate).toBeNull();
  });

  it("reads the days to get a piece ready, blank being a piece ready at once", () => {
    expect(editableOf(draftFromForm(form({ readyInDays: "12", colourways: "0" }))).readyInDays).toBe(12);
    expect(editableOf(draftFromForm(form({ readyInDays: " ", colourways: "0" }))).readyInDays).toBeNaN();
    expect(editableOf(draftFromForm(form({ colourways: "0" }))).readyInDays).toBe(0);
  });

  it("never reads more colourways than the API would take, whatever count is posted", () => {
    expect(draftFromForm(form({ colourways: "100000" })).colourways).toHaveLength(40);
  });

  it("adds a colourway like the last one, with no stock and the next item code", () => {
    const draft = draftFromForm(
      form({ colourways: "1", "v0.itemCode": "AJ-SAR-0001-IN", "v0.sizes": "1", "v0.s0.name": "Free", "v0.s0.stock": "5" }),
    );
    const next = withAnotherColourway(draft).colourways[1];
    expect(next?.fields.itemCode).toBe("AJ-SAR-0001-IN-2");
    expect(next?.sizes).toEqual([{ name: "Free", stock: "0" }]);
  });

  it("names the field a message is about", () => {
    expect(fieldNameOf("variants.2.salePrice")).toBe("v2.salePrice");
    expect(fieldNameOf("variants.0.sizes.3.stock")).toBe("v0.s3.stock");
    expect(fieldNameOf("name")).toBe("name");
  });
});
