import { ERROR_CODES, errorParams } from "@chhaap/contract/error-codes";
import { describe, expect, it } from "vitest";
import { errorText, isErrorCode, refusalText } from "./error-text.ts";
import { messagesFor } from "./i18n/dictionaries.server.ts";
import { LANGUAGES } from "./i18n/languages.ts";
import { translate } from "./i18n/translate.ts";

const english = messagesFor("en");
const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(english, key, values);

describe("errorText", () => {
  it("says a code's message in the shopper's words, with the values the API named", () => {
    expect(errorText(t, { code: "cart.only_left", params: { count: 2, size: "M" }, message: "Only 2 left in size M." })).toBe(
      "Only 2 left in size M.",
    );
    expect(errorText(t, { code: "cart.line_limit", params: { limit: 50 } })).toBe("Your bag can hold up to 50 different items.");
    const german = messagesFor("de");
    const tDe = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
      translate(german, key, values);
    expect(errorText(tDe, { code: "coupon.minimum_order", params: { amount: "₹1,500" } })).toContain("₹1,500");
    expect(errorText(tDe, { code: "cart.duplicate", message: "This item is already in your bag." })).toBe(german.alreadyInCart);
  });

  it("shows a refused field by the field's own message, translated where the contract's message is known", () => {
    expect(
      errorText(t, {
        code: "validation.field",
        params: { field: "quantity" },
        message: "Quantity must be a whole number of at least 1.",
      }),
    ).toBe(english.cartQuantityInvalid);
    expect(errorText(t, { code: "validation.field" })).toBe(english.errorValidation);
  });

  it("falls back when there is no code it knows (no answer, or a newer API)", () => {
    expect(errorText(t, { code: null, message: null }, "quantityUpdateFailed")).toBe(english.quantityUpdateFailed);
    expect(isErrorCode("cart.teleported")).toBe(false);
    expect(isErrorCode("cart.duplicate")).toBe(true);
  });

  it("has words in every language for every code, naming only values the code sends", () => {
    for (const { code: language } of LANGUAGES) {
      const messages = messagesFor(language);
      for (const code of ERROR_CODES) {
        const names = Object.keys(errorParams[code].shape);
        const params = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
        const text = errorText((key, values) => translate(messages, key, values), { code, params, message: "" });
        expect(text, `${language} ${code}`).not.toMatch(/\{\w+\}/);
        expect(text.trim(), `${language} ${code}`).not.toBe("");
      }
    }
  });
});

describe("refusalText", () => {
  it("says an action's refused answer by its code, else the screen's own fallback", () => {
    const refused = {
      message: "Only 1 left in size S.",
      error: { code: "cart.only_left" as const, params: { count: 1, size: "S" } },
    };
    expect(refusalText(t, refused, "addToCartFailed")).toBe("Only 1 left in size S.");
    expect(refusalText(t, { message: null, error: null }, "addToCartFailed")).toBe(english.addToCartFailed);
    expect(refusalText(t, { message: "An English sentence only." }, "couponInvalid")).toBe(english.couponInvalid);
  });
});
