import { describe, expect, it } from "vitest";
import { customerMobile, isPhoneForCountry, isPostcodeForCountry } from "./phone.ts";

describe("phone numbers per country", () => {
  it("checks a delivery phone for the address's country, or for the country its + names", () => {
    expect(isPhoneForCountry("07911123456", "GB")).toBe(true);
    expect(isPhoneForCountry("0791112345", "GB")).toBe(false);
    expect(isPhoneForCountry("+91 98250 12345", "GB")).toBe(true);
    expect(isPhoneForCountry("98250 12345", "IN")).toBe(true);
    expect(isPhoneForCountry("+91 98250 12345", "IN")).toBe(true);
    expect(isPhoneForCountry("98250 1234", "IN")).toBe(false);
    expect(isPhoneForCountry("050 123 4567", "AE")).toBe(true);
    expect(isPhoneForCountry("12345", "XX")).toBe(false);
  });

  it("takes a customer's own number as Indian unless it starts with + and a country code", () => {
    expect(customerMobile("9825012345")).toBe("9825012345");
    expect(customerMobile("98250 12345")).toBe("9825012345");
    expect(customerMobile("+91 98250 12345")).toBe("9825012345");
    expect(customerMobile("+44 7911 123456")).toBe("+447911123456");
    // Never cut to fit: an 11-digit number without its country code is refused, not shortened.
    expect(customerMobile("07911123456")).toBeUndefined();
    expect(customerMobile("+44 7911 12345")).toBeUndefined();
  });

  it("checks postcodes per country, keeping them as typed elsewhere", () => {
    expect(isPostcodeForCountry("370001", "IN")).toBe(true);
    expect(isPostcodeForCountry("37000", "IN")).toBe(false);
    expect(isPostcodeForCountry("NW1 6XE", "GB")).toBe(true);
    expect(isPostcodeForCountry("NW1 6XE", "IN")).toBe(false);
    expect(isPostcodeForCountry("K1A-0B1", "CA")).toBe(true);
    expect(isPostcodeForCountry("NW1 6XE!", "GB")).toBe(false);
  });
});
