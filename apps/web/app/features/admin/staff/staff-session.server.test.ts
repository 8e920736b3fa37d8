import { describe, expect, it } from "vitest";
import { backOfficePath } from "./staff-session.server.ts";

describe("backOfficePath", () => {
  it("keeps back-office paths with their query, percent-encoded", () => {
    expect(backOfficePath("/admin/orders")).toBe("/admin/orders");
    expect(backOfficePath("/admin/orders?q=Meera Joshi&page=2")).toBe("/admin/orders?q=Meera%20Joshi&page=2");
    expect(backOfficePath("/admin/products?q=\u2028")).toBe("/admin/products?q=%E2%80%A8");
  });

  it("sends anything else to the back office's home", () => {
    for (const value of [
      "/admin?x=\r\nSet-Cookie: chhaap_staff=forged",
      "/admin/orders\nX: y",
      "/product",
      "//evil.example/admin",
      "/admin/../login",
      "/admin/login?redirectTo=/admin",
      "/admin/orders#x",
      null,
    ])
      expect(backOfficePath(value), String(value)).toBe("/admin");
  });
});
