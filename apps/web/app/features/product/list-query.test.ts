import { describe, expect, it } from "vitest";
import {
  canonicalListPath,
  listHref,
  priceRangeValue,
  priceRedirect,
  readListQuery,
  searchApiPath,
  titleCase,
} from "./list-query.ts";

function read(search: string) {
  return readListQuery(new URLSearchParams(search));
}

describe("readListQuery", () => {
  it("reads every part of the list URL", () => {
    expect(read("q=saree&page=3&minPrice=1000&maxPrice=2000&sort=price-desc")).toEqual({
      q: "saree",
      page: 3,
      minPrice: 1000,
      maxPrice: 2000,
      sort: "price-desc",
    });
  });

  it("drops what makes no sense instead of passing it on", () => {
    expect(read("q=%20%20&page=abc&minPrice=-5&maxPrice=cheap&sort=random")).toEqual({
      q: "",
      page: 1,
      minPrice: undefined,
      maxPrice: undefined,
      sort: undefined,
    });
    expect(read("page=2.5").page).toBe(1);
  });

  it("reads a category by its slug and drops one that is not a slug", () => {
    expect(read("category=mens-kurtas&q=indigo").category).toBe("mens-kurtas");
    expect(read("category=Kurtas%3Cscript%3E").category).toBeUndefined();
    expect(read("category=").category).toBeUndefined();
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

  it("keep only the category, q and page in the canonical URL", () => {
    expect(canonicalListPath(read("q=modal silk&page=2&minPrice=1000&sort=price-asc"))).toBe("/product?q=modal+silk&page=2");
    expect(canonicalListPath(read("category=sarees&sort=price-asc&page=2"))).toBe("/product?category=sarees&page=2");
  });

  it("send the category on to the search", () => {
    expect(searchApiPath(read("category=sarees&q=indigo"))).toBe(
      "/api/variant/search?limit=12&page=1&category=sarees&search=indigo",
    );
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
  });
});

describe("searchApiPath", () => {
  it("asks for 12 per page with the API's parameter names", () => {
    expect(searchApiPath(read("q=saree&page=2&minPrice=1000&maxPrice=2000&sort=price-asc"))).toBe(
      "/api/variant/search?limit=12&page=2&search=saree&minPrice=1000&maxPrice=2000&sortToPrice=1",
    );
    expect(searchApiPath(read("sort=price-desc"))).toBe("/api/variant/search?limit=12&page=1&sortToPrice=-1");
  });
});

describe("titleCase", () => {
  it("capitalises each word and leaves the rest alone", () => {
    expect(titleCase("men's shirts")).toBe("Men's Shirts");
    expect(titleCase("modal  silk SAREE")).toBe("Modal  Silk SAREE");
    expect(titleCase("साड़ी")).toBe("साड़ी");
  });
});
