import type { CurrencyEntry } from "@chhaap/contract/reference";
import { describe, expect, it } from "vitest";
import { BASE_CURRENCY, formatPrice, formatRoundPrice, resolveDisplayCurrency } from "./currency.ts";

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
