import type { CurrencyEntry } from "@chhaap/contract/reference";
import { describe, expect, it } from "vitest";
import { BASE_CURRENCY, formatPrice, formatRoundPrice, formatSum, resolveDisplayCurrency } from "./currency.ts";

function entry(countryName: string, currencyName: string, currencyRate: string, status = "true"): CurrencyEntry {
  return { _id: `${countryName}-id`, countryName, currencyName, currencyRate, status };
}

const entries = [
  entry("US", "USD", "0.012"),
  entry("UK", "GBP", "0.0095"),
  entry("Germany", "EUR", "0.011", "false"),
  entry("Japan", "JPY", "not a number"),
];

describe("resolveDisplayCurrency", () => {
  it("uses the active entry of the chosen country", () => {
    expect(resolveDisplayCurrency("US", entries)).toEqual({ code: "USD", rate: 0.012 });
  });

  it("matches the country name without regard to case or spaces", () => {
    expect(resolveDisplayCurrency(" uk ", entries)).toEqual({ code: "GBP", rate: 0.0095 });
  });

  it("falls back to INR at rate 1 when the entry is inactive, missing or broken", () => {
    expect(resolveDisplayCurrency("Germany", entries)).toEqual(BASE_CURRENCY);
    expect(resolveDisplayCurrency("India", entries)).toEqual(BASE_CURRENCY);
    expect(resolveDisplayCurrency("Japan", entries)).toEqual(BASE_CURRENCY);
    expect(resolveDisplayCurrency("US", [])).toEqual(BASE_CURRENCY);
  });
});

describe("formatPrice", () => {
  it("formats INR by default with the en-US locale, without paise when the amount is whole rupees", () => {
    expect(formatPrice(2499)).toBe("₹2,499");
    expect(formatPrice(0)).toBe("₹0");
    expect(formatPrice(2499.5)).toBe("₹2,499.50");
    expect(formatPrice(1234.567)).toBe("₹1,234.57");
  });

  it("converts before formatting", () => {
    expect(formatPrice(2500, { code: "USD", rate: 0.012 })).toBe("$30.00");
    expect(formatPrice(10000, { code: "GBP", rate: 0.0095 })).toBe("£95.00");
  });

  it("rounds to the currency's minor unit", () => {
    expect(formatPrice(1999, { code: "USD", rate: 0.012 })).toBe("$23.99");
    expect(formatPrice(1999, { code: "JPY", rate: 1.75 })).toBe("¥3,498");
  });
});

describe("formatRoundPrice", () => {
  it("writes a range's bound in whole units of the display currency", () => {
    expect(formatRoundPrice(1000)).toBe("₹1,000");
    expect(formatRoundPrice(1000, { code: "USD", rate: 0.012 })).toBe("$12");
    expect(formatRoundPrice(5000, { code: "GBP", rate: 0.0095 })).toBe("£48");
  });
});

describe("formatSum", () => {
  const GBP = { code: "GBP", rate: 0.0092 };
  const pounds = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);

  it("shows parts that add up to the converted total", () => {
    // £43.102 and £5.3636: rounded alone they show £43.10 + £5.36, beside a total of £48.47.
    expect([formatPrice(4685, GBP), formatPrice(583, GBP), formatPrice(5268, GBP)]).toEqual(["£43.10", "£5.36", "£48.47"]);
    const { total, parts } = formatSum(5268, [4685, 583], GBP);
    expect(total).toBe("£48.47");
    expect(parts.map(pounds).reduce((a, b) => a + b, 0)).toBe(pounds(total));
  });

  it("adds up for any bag, delivery and discount", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 500; i++) {
      const bag = Math.round(next() * 50_000);
      const delivery = Math.round(next() * 3_000);
      const discount = Math.round(next() * Math.min(bag, 500));
      const currency = { code: next() < 0.5 ? "USD" : "JPY", rate: 0.005 + next() * 0.02 };
      const { total, parts } = formatSum(bag + delivery - discount, [bag, delivery, -discount], currency);
      const minor = currency.code === "JPY" ? 1 : 100;
      const value = (text: string | undefined) => Math.round(Number((text ?? "").replace(/[^0-9.]/g, "")) * minor);
      const shown = value(parts[0]) + value(parts[1]) - value(parts[2]);
      expect(shown, `${bag} ${delivery} ${discount} ${currency.code}`).toBe(value(total));
    }
  });

  it("leaves rupees as they are", () => {
    expect(formatSum(2590, [2490, 100])).toEqual({ total: "₹2,590", parts: ["₹2,490", "₹100"] });
  });
});
