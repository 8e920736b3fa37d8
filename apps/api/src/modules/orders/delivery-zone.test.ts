import { describe, expect, it } from "vitest";
import { deliveryEstimateAbroad, deliveryZone } from "./delivery-zone.ts";

describe("deliveryZone", () => {
  it("is India for an Indian address, abroad for any other, unknown without one", () => {
    expect(deliveryZone({ isoCode: "IN" })).toBe("india");
    expect(deliveryZone({ isoCode: "in" })).toBe("india");
    expect(deliveryZone({ isoCode: "GB" })).toBe("abroad");
    expect(deliveryZone(undefined)).toBeNull();
  });
});

describe("deliveryEstimateAbroad", () => {
  it("promises the end of the worldwide range: 10 working days, Sundays not counted", () => {
    // Friday 27 November: ten days from Monday to Saturday later is Wednesday 9 December.
    expect(deliveryEstimateAbroad(new Date("2026-11-27T10:00:00Z"))).toBe("2026-12-09");
    // From a Sunday, the first working day is the Monday.
    expect(deliveryEstimateAbroad(new Date("2026-11-29T10:00:00Z"))).toBe("2026-12-10");
  });
});
