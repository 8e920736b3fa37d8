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
});
