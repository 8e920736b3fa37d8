import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it("keeps paths of the shop, with their query", () => {
    expect(safeRedirectPath("/your-address")).toBe("/your-address");
    expect(safeRedirectPath("/product?q=saree&page=2")).toBe("/product?q=saree&page=2");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of ["//evil.example", "/\\evil.example", "https://evil.example/", "evil", "", "/\tevil", null, 42])
      expect(safeRedirectPath(value)).toBe("/");
  });

  it("refuses paths that only leave the site once dot segments are resolved", () => {
    for (const value of [
      "/.//evil.example/phish",
      "/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "/a/..//evil.example",
    ])
      expect(safeRedirectPath(value)).toBe("/");
  });

  it("does not send the shopper back to the login pages", () => {
    expect(safeRedirectPath("/login?redirectTo=/x")).toBe("/");
    expect(safeRedirectPath("/logout")).toBe("/");
    expect(safeRedirectPath("/loginx")).toBe("/loginx");
  });

  it("writes the path back percent-encoded: nothing in it can break a Location header", () => {
    expect(safeRedirectPath("/product?q=indigo saree")).toBe("/product?q=indigo%20saree");
    expect(safeRedirectPath("/product?q=\u2028x")).toBe("/product?q=%E2%80%A8x");
    expect(safeRedirectPath("/product?q=साड़ी")).toMatch(/^\/product\?q=(%[0-9A-F]{2})+$/);
    expect(safeRedirectPath("/orders\r\nSet-Cookie: a=b")).toBe("/");
  });
});
