import { describe, expect, it } from "vitest";
import { POLICY_LINKS, policyLinkFor } from "./policy-links.ts";

describe("the policy menu's pages", () => {
  it("are named by their addresses", () => {
    for (const link of POLICY_LINKS) expect(link.path).toBe(`/${link.pageName}`);
  });

  it("are found by their address, with or without a trailing slash", () => {
    expect(policyLinkFor("/faq")?.titleKey).toBe("faq");
    expect(policyLinkFor("/refund-policy/")?.pageName).toBe("refund-policy");
    expect(policyLinkFor("/blog")).toBeUndefined();
  });
});
