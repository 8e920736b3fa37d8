import { describe, expect, it } from "vitest";
import {
  canonicalListPath,
  clearedQuery,
  filterCount,
  isFiltered,
  listHref,
  priceRangeValue,
  priceRedirect,
  readListQuery,
  searchApiPath,
  titleCase,
  unfilteredQuery,
} from "./list-query.ts";

function read(search: string) {
  return readListQuery(new URLSearchParams(search));
}

describe("readListQuery", () => {
  it("reads every part of the list URL", () => {
    expect(read("q=saree&page=3&minPrice=1000&maxPrice=2000&sort=price-desc")).toEqual({
      categories: [],
      q: "saree",
      sizes: [],
      colours: [],
      materials: [],
      inStock: false,
      page: 3,
      minPrice: 1000,
      maxPrice: 2000,
      sort: "price-desc",
    });
  });

  it("drops what makes no sense instead of passing it on", () => {
    expect(read("q=%20%20&page=abc&minPrice=-5&maxPrice=cheap&sort=random")).toEqual({
      categories: [],
      q: "",
      sizes: [],
      colours: [],
      materials: [],
      inStock: false,
      page: 1,
      minPrice: undefined,
      maxPrice: undefined,
      sort: undefined,
    });
    expect(read("page=2.5").page).toBe(1);
  });

  it("drops values holding a control character, which the search refuses (the page answered 503)", () => {
    expect(read("q=ajrakh%00&size=M%00&size=L&material=silk%01&color=indigo")).toMatchObject({
      q: "",
      sizes: ["L"],
      colours: ["indigo"],
      materials: [],
    });
  });

  it("reads categories by their slugs and drops what is not a slug", () => {
    expect(read("category=mens-kurtas&q=indigo").categories).toEqual(["mens-kurtas"]);
    expect(read("category=sarees&category=Kurtas%3Cscript%3E&category=&category=dupattas").categories).toEqual([
      "sarees",
      "dupattas",
    ]);
  });

  it("reads the repeatable facets, each value once, and drops what the search would refuse", () => {
    const query = read(
      "size=M&size=Free%20Size&size=M&color=indigo&color=purple&material=%20Modal%20Silk&material=cotton&inStock=1",
    );
    expect(query).toMatchObject({
      sizes: ["M", "Free Size"],
      colours: ["indigo"],
      materials: ["modal silk", "cotton"],
      inStock: true,
    });
    expect(read(`size=${"x".repeat(41)}`).sizes).toEqual([]);
    expect(read(Array.from({ length: 25 }, (_, i) => `size=${i}`).join("&")).sizes).toHaveLength(20);
    expect(read("inStock=true").inStock).toBe(true);
    expect(read("inStock=yes").inStock).toBe(false);
  });

  it("turns a submitted price choice into bounds", () => {
    expect(read("price=5000-")).toMatchObject({ minPrice: 5000, maxPrice: undefined });
    expect(read("price=0-1000")).toMatchObject({ minPrice: undefined, maxPrice: 1000 });
  });
});

describe("list URLs", () => {
  it("leave defaults out", () => {
    expect(listHref(read(""))).toBe("/product");
    expect(listHref(read("q=indigo&page=1"))).toBe("/product?q=indigo");
    expect(listHref(read("q=indigo&sort=price-asc&page=2"))).toBe("/product?q=indigo&sort=price-asc&page=2");
  });

  it("write every filter, in one order whatever order it was chosen in", () => {
    expect(listHref(read("inStock=1&color=indigo&size=M&size=L&q=kurta&category=kurtas&material=cotton&maxPrice=2000"))).toBe(
      "/product?category=kurtas&q=kurta&size=M&size=L&color=indigo&material=cotton&inStock=1&maxPrice=2000",
    );
  });

  it("keep only the category, q and page in the canonical URL", () => {
    expect(canonicalListPath(read("q=modal silk&page=2&minPrice=1000&sort=price-asc&size=M"))).toBe(
      "/product?q=modal+silk&page=2",
    );
    expect(canonicalListPath(read("category=sarees&sort=price-asc&page=2&color=indigo"))).toBe("/product?category=sarees&page=2");
  });

  it("send the categories and facets on to the search, asking for the facet counts", () => {
    expect(searchApiPath(read("category=sarees&q=indigo"))).toBe(
      "/api/variant/search?limit=12&page=1&category=sarees&search=indigo&facets=1",
    );
    expect(searchApiPath(read("size=M&color=madder-red&material=modal silk&inStock=1"))).toBe(
      "/api/variant/search?limit=12&page=1&size=M&color=madder-red&material=modal+silk&inStock=1&facets=1",
    );
  });

  it("clear every filter but keep the words searched for", () => {
    const query = read("q=saree&category=sarees&size=M&inStock=1&minPrice=1000&sort=price-asc&page=3");
    expect(isFiltered(query)).toBe(true);
    expect(filterCount(query)).toBe(4);
    expect(listHref(unfilteredQuery(query))).toBe("/product?q=saree");
    expect(isFiltered(read("q=saree&sort=price-asc"))).toBe(false);
  });

  it("keep the one category a list is of when clearing its other filters, and clear it last", () => {
    expect(listHref(clearedQuery(read("category=sarees&size=M&color=indigo&sort=price-asc")))).toBe("/product?category=sarees");
    expect(listHref(clearedQuery(read("category=sarees")))).toBe("/product");
    expect(listHref(clearedQuery(read("q=saree&category=sarees&category=dupattas&size=M")))).toBe("/product?q=saree");
  });

  it("match the price filter options to the bounds", () => {
    expect(priceRangeValue(read("minPrice=1000&maxPrice=2000"))).toBe("1000-2000");
    expect(priceRangeValue(read("maxPrice=1000"))).toBe("0-1000");
    expect(priceRangeValue(read("minPrice=1500"))).toBe("");
  });

  it("redirect a form-submitted price choice to the shareable URL on page 1", () => {
    expect(priceRedirect(new URLSearchParams("q=saree&price=1000-2000&sort=price-asc&page=4"))).toBe(
      "/product?q=saree&minPrice=1000&maxPrice=2000&sort=price-asc",
    );
    expect(priceRedirect(new URLSearchParams("q=saree&price=&sort="))).toBe("/product?q=saree");
    expect(priceRedirect(new URLSearchParams("q=saree"))).toBeNull();
    // The filter form without scripts sends its checkboxes as they are, and an empty price for any price.
    expect(priceRedirect(new URLSearchParams("q=saree&size=M&color=indigo&price=&inStock=1"))).toBe(
      "/product?q=saree&size=M&color=indigo&inStock=1",
    );
  });
});

describe("searchApiPath", () => {
  it("asks for 12 per page with the API's parameter names", () => {
    expect(searchApiPath(read("q=saree&page=2&minPrice=1000&maxPrice=2000&sort=price-asc"))).toBe(
      "/api/variant/search?limit=12&page=2&search=saree&minPrice=1000&maxPrice=2000&sortToPrice=1&facets=1",
    );
    expect(searchApiPath(read("sort=price-desc"))).toBe("/api/variant/search?limit=12&page=1&sortToPrice=-1&facets=1");
  });
});

describe("titleCase", () => {
  it("capitalises each word and leaves the rest alone", () => {
    expect(titleCase("men's shirts")).toBe("Men's Shirts");
    expect(titleCase("modal  silk SAREE")).toBe("Modal  Silk SAREE");
    expect(titleCase("साड़ी")).toBe("साड़ी");
  });
});
