import { describe, expect, it } from "vitest";
import { countGuestCart } from "#app/features/cart/index.ts";
import { splitIntoColumns } from "./columns.ts";
import { readCookie } from "./cookies.ts";
import { en } from "./i18n/en.ts";
import { translate } from "./i18n/translate.ts";
import { moveHighlight } from "./move-highlight.ts";
import { buildNavGroups } from "./nav-groups.ts";
import { categoryListUrl, productSearchUrl } from "./product-search-url.ts";

describe("moveHighlight", () => {
  it("starts at the first suggestion going down and the last going up", () => {
    expect(moveHighlight(-1, 1, 3)).toBe(0);
    expect(moveHighlight(-1, -1, 3)).toBe(2);
  });

  it("wraps around at both ends", () => {
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
    expect(moveHighlight(1, 1, 3)).toBe(2);
  });

  it("highlights nothing when there are no suggestions", () => {
    expect(moveHighlight(-1, 1, 0)).toBe(-1);
    expect(moveHighlight(4, -1, 0)).toBe(-1);
  });
});

describe("countGuestCart", () => {
  it("counts the stored lines", () => {
    expect(countGuestCart(JSON.stringify([{ quantity: 1 }, { quantity: 2 }]))).toBe(2);
  });

  it("treats missing, broken or non-list values as an empty bag", () => {
    expect(countGuestCart(null)).toBe(0);
    expect(countGuestCart("")).toBe(0);
    expect(countGuestCart("{not json")).toBe(0);
    expect(countGuestCart('{"a":1}')).toBe(0);
    expect(countGuestCart("null")).toBe(0);
  });
});

describe("splitIntoColumns", () => {
  it("makes columns of 10", () => {
    const names = Array.from({ length: 23 }, (_, index) => `c${index}`);
    expect(splitIntoColumns(names).map((column) => column.length)).toEqual([10, 10, 3]);
    expect(splitIntoColumns([])).toEqual([]);
  });
});

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; country-name=United%20Kingdom; lang=fr", "country-name")).toBe("United Kingdom");
    expect(readCookie("a=1", "lang")).toBeUndefined();
    expect(readCookie(null, "lang")).toBeUndefined();
    expect(readCookie("lang=%E0%A4", "lang")).toBeUndefined();
  });
});

describe("translate", () => {
  it("fills slots and leaves unknown ones visible", () => {
    expect(translate(en, "contactEmail", { email: "hello@chhaap.in" })).toBe("E-mail: hello@chhaap.in");
    expect(translate(en, "contactPhone")).toBe("Phone: {phone}");
  });
});

describe("productSearchUrl and categoryListUrl", () => {
  it("encodes the query", () => {
    expect(productSearchUrl("Dress Material & Dupattas")).toBe("/product?q=Dress%20Material%20%26%20Dupattas");
  });

  it("opens a category by its slug, not by a search for its name", () => {
    expect(categoryListUrl("mens-kurtas")).toBe("/product?category=mens-kurtas");
  });
});

describe("buildNavGroups", () => {
  it("gives each header category the categories of its items", () => {
    const women = { _id: "w", name: "Women" };
    const home = { _id: "h", name: "Home" };
    const groups = buildNavGroups(
      [women, home],
      [
        {
          _id: "i1",
          headerCateId: women,
          categoryId: [
            { _id: "c1", name: "Sarees", slug: "sarees" },
            { _id: "c2", name: "Suits", slug: "suits" },
          ],
        },
        {
          _id: "i2",
          headerCateId: women,
          categoryId: [
            { _id: "c2", name: "Suits", slug: "suits" },
            { _id: "c3", name: "Dupattas", slug: "dupattas" },
          ],
        },
      ],
    );
    expect(groups).toEqual([
      {
        name: "Women",
        categories: [
          { name: "Sarees", slug: "sarees" },
          { name: "Suits", slug: "suits" },
          { name: "Dupattas", slug: "dupattas" },
        ],
      },
      { name: "Home", categories: [] },
    ]);
  });

  it("uses the footer's own category objects, so the page's data writes each once", () => {
    const women = { _id: "w", name: "Women" };
    const footer = [
      { name: "Sarees", slug: "sarees" },
      { name: "Suits (old name)", slug: "suits" },
    ];
    const [group] = buildNavGroups(
      [women],
      [
        {
          _id: "i1",
          headerCateId: women,
          categoryId: [
            { _id: "c1", name: "Sarees", slug: "sarees" },
            { _id: "c2", name: "Suits", slug: "suits" },
          ],
        },
      ],
      footer,
    );
    expect(group?.categories[0]).toBe(footer[0]);
    // A name that differs is the menu's own.
    expect(group?.categories[1]).toEqual({ name: "Suits", slug: "suits" });
  });
});
