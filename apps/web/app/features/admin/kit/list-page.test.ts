import { describe, expect, it } from "vitest";
import { isFiltered, readFilters, withFilter } from "./list-page.tsx";

describe("readFilters", () => {
  it("reads the list's own filters from the URL, trimmed, and passes on only those given", () => {
    const request = new Request("http://shop.test/admin/orders?q=%20Meera%20&status=paid&from=&utm=x");
    const { filters, query } = readFilters(request, ["status", "q", "from", "page"]);
    expect(filters).toEqual({ status: "paid", q: "Meera", from: "", page: "" });
    expect(query.toString()).toBe("status=paid&q=Meera");
  });
});

describe("withFilter", () => {
  const filters = { status: "paid", q: "Meera", page: "3" };

  it("goes back to the first page when a filter changes, and drops filters left empty", () => {
    expect(withFilter(filters, { status: "shipped" })).toBe("?status=shipped&q=Meera");
    expect(withFilter(filters, { status: "", q: "" })).toBe("?");
  });

  it("keeps the filters when only the page changes", () => {
    expect(withFilter(filters, { page: "4" })).toBe("?status=paid&q=Meera&page=4");
  });
});

describe("isFiltered", () => {
  it("counts every filter but the page", () => {
    expect(isFiltered({ search: "", page: "2" })).toBe(false);
    expect(isFiltered({ search: "kurta", page: "" })).toBe(true);
  });
});
