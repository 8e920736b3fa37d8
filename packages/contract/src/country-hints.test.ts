import { describe, expect, it } from "vitest";
import { countryHints } from "./country-hints.ts";

describe("countryHints", () => {
  it("reads the regions of a browser's languages, most wanted first", () => {
    expect(countryHints("en-IN,en;q=0.9,hi;q=0.8")).toEqual(["IN"]);
    expect(countryHints("en-GB,en-US;q=0.9,en;q=0.8")).toEqual(["GB", "US"]);
    expect(countryHints("fr;q=0.5, de-DE")).toEqual(["DE"]);
    expect(countryHints("zh-Hans-SG,zh;q=0.9")).toEqual(["SG"]);
  });

  it("takes India for a language spoken mainly there, and nothing from a bare language or junk", () => {
    expect(countryHints("hi")).toEqual(["IN"]);
    expect(countryHints("gu-IN")).toEqual(["IN"]);
    expect(countryHints("en")).toEqual([]);
    expect(countryHints("*")).toEqual([]);
    expect(countryHints("")).toEqual([]);
    expect(countryHints(null)).toEqual([]);
    expect(countryHints("en-IN;q=0")).toEqual([]);
    expect(countryHints(";;,,x-y-zz;q=abc")).toEqual(["ZZ"]);
  });
});
