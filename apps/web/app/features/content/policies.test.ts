import { describe, expect, it } from "vitest";
import { POLICY_PAGES, policyPageFor } from "./policies.ts";
import { POLICY_LINKS } from "./policy-links.ts";

describe("policy pages", () => {
  it("has copy for exactly the pages the side menu lists", () => {
    expect(POLICY_PAGES.map((p) => [p.path, p.pageName, p.titleKey])).toEqual(
      POLICY_LINKS.map((l) => [l.path, l.pageName, l.titleKey]),
    );
  });

  it("finds a page by its path, with or without a trailing slash", () => {
    expect(policyPageFor("/faq")?.layout).toBe("faq");
    expect(policyPageFor("/refund-policy/")?.pageName).toBe("refund-policy");
    expect(policyPageFor("/blog")).toBeUndefined();
  });

  it("states the shop's rules the same way everywhere", () => {
    const text = JSON.stringify(POLICY_PAGES);
    expect(text).toContain("within 14 days of delivery");
    expect(text).toContain("within 7 working days");
    expect(text).toContain("within 24 hours");
    expect(text).toContain("Shipping within India is free");
    expect(text).not.toMatch(/\b(30|15|10) days of delivery/);
  });
});
