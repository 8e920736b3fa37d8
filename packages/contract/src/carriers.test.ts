import { describe, expect, it } from "vitest";
import { trackingLink } from "./carriers.ts";

describe("trackingLink", () => {
  it("opens the carrier's own tracking page for carriers that have one, whatever the capitals", () => {
    expect(trackingLink("Delhivery Surface", "1234 5678")).toBe("https://www.delhivery.com/track/package/1234%205678");
    expect(trackingLink("DHL Express", "JD0146")).toContain("tracking-id=JD0146");
  });

  it("gives none for carriers without one, rather than a wrong page", () => {
    expect(trackingLink("India Post", "EK123456789IN")).toBeNull();
    expect(trackingLink("Groupie courier", "42")).toBeNull();
  });
});
