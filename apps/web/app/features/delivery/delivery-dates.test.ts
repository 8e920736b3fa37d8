import { describe, expect, it } from "vitest";
import { formatDeliveryRange, timeLeftToOrder } from "./delivery-dates.ts";

describe("formatDeliveryRange", () => {
  it("names weekday, day and month of both ends in the shopper's language", () => {
    // Intl puts thin spaces around the dash.
    expect(formatDeliveryRange("2026-12-01", "2026-12-04", "en-GB")).toMatch(/^Tue 1 Dec\s–\sFri 4 Dec$/);
    expect(formatDeliveryRange("2026-12-01", "2026-12-04", "de")).toMatch(/^Di\., 1\.\s–\sFr\., 4\. Dez\.$/);
  });

  it("gives one day when the range is a single day", () => {
    expect(formatDeliveryRange("2026-12-03", "2026-12-03", "en-GB")).toBe("Thu 3 Dec");
  });

  it("keeps the calendar day whatever the time zone of the machine", () => {
    expect(formatDeliveryRange("2027-01-01", "2027-01-01", "en-GB")).toBe("Fri 1 Jan");
  });
});

describe("timeLeftToOrder", () => {
  // 14:00 in India is 08:30 UTC.
  const cutOff = "2026-11-28T08:30:00.000Z";

  it("counts hours and minutes to a cut-off later the same day in India", () => {
    expect(timeLeftToOrder(cutOff, new Date("2026-11-28T05:10:00.000Z"))).toEqual({ hours: 3, minutes: 20 });
  });

  it("rounds the last seconds up to a minute", () => {
    expect(timeLeftToOrder(cutOff, new Date("2026-11-28T08:29:30.000Z"))).toEqual({ hours: 0, minutes: 1 });
  });

  it("says nothing once the cut-off has passed, or when it is another day in India", () => {
    expect(timeLeftToOrder(cutOff, new Date("2026-11-28T08:30:00.000Z"))).toBeNull();
    // 18:00 UTC on the 27th is 23:30 on the 27th in India: the cut-off is tomorrow there.
    expect(timeLeftToOrder(cutOff, new Date("2026-11-27T18:00:00.000Z"))).toBeNull();
    expect(timeLeftToOrder(null, new Date())).toBeNull();
  });
});
