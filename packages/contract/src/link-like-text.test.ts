import { describe, expect, it } from "vitest";
import { hasLinkLikeText, replaceLinkLikeText } from "./link-like-text.ts";

describe("link-like text", () => {
  it("finds schemes, www., e-mail addresses and domains with a path, a port or a common ending", () => {
    for (const text of [
      "Your refund: https://evil.test/r",
      "HXXPS://evil.test",
      "mailto:someone",
      "go to www.evil.test now",
      "write to refunds@evil.test",
      "Your refund: evil.test/r",
      "evil.test:8080",
      "refund-desk.com",
      "Meera pay.co.in",
      "Visit EVIL.COM.",
      "(evil.com)",
      "evil。com",
      "пример.рф/x",
    ]) {
      expect(hasLinkLikeText(text), text).toBe(true);
    }
  });

  it("leaves names, initials and address abbreviations alone", () => {
    for (const text of [
      "Meera Khatri",
      "S.Ramesh",
      "M. S. Dhoni",
      "K.S. Rao",
      "Dr. Anjali Rao-Mehta",
      "Flat No.12, M.G.Road",
      "Opp. S.T. Stand, Nr.Co-op Bank",
      "मीरा खत्री",
      "O'Brien & Sons",
      "10:30 am",
    ]) {
      expect(hasLinkLikeText(text), text).toBe(false);
    }
  });

  it("replaces each link-like word and keeps the rest", () => {
    expect(replaceLinkLikeText("Flat 4, see evil.test/r or www.x.y now", "[link]")).toBe("Flat 4, see [link] or [link] now");
  });
});
