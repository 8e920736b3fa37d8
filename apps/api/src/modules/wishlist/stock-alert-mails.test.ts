import { describe, expect, it } from "vitest";
import { alertConfirmationMail, backInStockMail, mailLocale } from "./stock-alert-mails.ts";

const LOCALES = ["en", "es", "fr", "de", "zh-Hans", "hi", "ur"] as const;
const facts = {
  to: "meera@example.com",
  productName: `Indigo <Ajrakh> "Kurta"`,
  size: "XL",
  token: "tok_en-123",
  variantId: "11111111-1111-4111-8111-111111111111",
};

describe("the back-in-stock mails", () => {
  it("are written in each of the shop's languages, with the piece, the size and both links", () => {
    for (const locale of LOCALES) {
      for (const make of [alertConfirmationMail, backInStockMail]) {
        const mail = make({ ...facts, locale }, "https://shop.test");
        expect(mail.subject, locale).toContain(facts.productName);
        expect(mail.text, locale).not.toMatch(/\{product\}|\{size\}/);
        expect(mail.text, locale).toContain("XL");
        expect(mail.text, locale).toContain("https://shop.test/stock-alerts/unsubscribe?token=tok_en-123");
        // The shop's own words, escaped in HTML like every mail's.
        expect(mail.html, locale).toContain("Indigo &#60;Ajrakh&#62; &#34;Kurta&#34;");
        expect(mail.html, locale).toContain(`<html lang="${locale}"${locale === "ur" ? ' dir="rtl"' : ""}>`);
      }
      expect(alertConfirmationMail({ ...facts, locale }, "https://shop.test").text).toContain(
        "https://shop.test/stock-alerts/confirm?token=tok_en-123",
      );
      expect(backInStockMail({ ...facts, locale }, "https://shop.test").text).toContain(
        `https://shop.test/product-details/${facts.variantId}`,
      );
    }
  });

  it("reads an unknown stored language as English", () => {
    expect(mailLocale("xx")).toBe("en");
    expect(mailLocale("toString")).toBe("en");
    expect(mailLocale("ur")).toBe("ur");
  });
});
