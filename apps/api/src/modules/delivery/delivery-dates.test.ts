import { describe, expect, it } from "vitest";
import { type DispatchPolicy, deliveryDates, deliveryZoneOf } from "./delivery-dates.ts";

/** The shop's defaults (migration 0038): Monday to Saturday, 13:00, days per zone. */
const policy: DispatchPolicy = {
  dispatchWeekdays: [1, 2, 3, 4, 5, 6],
  dispatchCutoff: "13:00",
  days: {
    same_city: { min: 1, max: 2 },
    same_state: { min: 2, max: 4 },
    metro: { min: 2, max: 4 },
    rest_of_india: { min: 4, max: 7 },
    remote: { min: 6, max: 10 },
  },
};

/** An instant given as India's wall clock (UTC+5:30). */
const india = (local: string) => new Date(`${local}+05:30`);

describe("delivery dates", () => {
  // 2026-12-01 is a Tuesday.
  it("leaves today when ordered on a dispatch day before the cut-off", () => {
    const dates = deliveryDates(india("2026-12-01T12:59:59"), policy, "rest_of_india", 0);
    expect(dates).toEqual({ earliest: "2026-12-05", latest: "2026-12-08", orderBy: india("2026-12-01T13:00:00") });
  });

  it("leaves the next dispatch day from the cut-off on", () => {
    const dates = deliveryDates(india("2026-12-01T13:00:00"), policy, "rest_of_india", 0);
    expect(dates).toEqual({ earliest: "2026-12-06", latest: "2026-12-09", orderBy: india("2026-12-02T13:00:00") });
  });

  it("counts in India's date, whatever the server's: 23:30 UTC Monday is Tuesday morning in India", () => {
    const dates = deliveryDates(new Date("2026-11-30T23:30:00Z"), policy, "same_city", 0);
    expect(dates).toMatchObject({ earliest: "2026-12-02", latest: "2026-12-03" });
  });

  it("skips Sunday: ordered on Saturday afternoon or Sunday, the parcel leaves on Monday", () => {
    const saturday = deliveryDates(india("2026-12-05T15:00:00"), policy, "metro", 0);
    const sunday = deliveryDates(india("2026-12-06T09:00:00"), policy, "metro", 0);
    expect(saturday).toEqual({ earliest: "2026-12-09", latest: "2026-12-11", orderBy: india("2026-12-07T13:00:00") });
    expect(sunday).toEqual(saturday);
  });

  it("adds a made-to-order piece's ready days in dispatch days, Sunday not counted", () => {
    // Leaves Friday 4 Dec without them; 2 dispatch days more is Monday 7 Dec (Saturday, then Monday).
    const dates = deliveryDates(india("2026-12-04T10:00:00"), policy, "same_state", 2);
    expect(dates).toEqual({ earliest: "2026-12-09", latest: "2026-12-11", orderBy: india("2026-12-04T13:00:00") });
  });

  it("gives each zone its own days", () => {
    const at = india("2026-12-01T09:00:00");
    const ranges = Object.fromEntries(
      (["same_city", "same_state", "metro", "rest_of_india", "remote"] as const).map((zone) => {
        const { earliest, latest } = deliveryDates(at, policy, zone, 0);
        return [zone, `${earliest}..${latest}`];
      }),
    );
    expect(ranges).toEqual({
      same_city: "2026-12-02..2026-12-03",
      same_state: "2026-12-03..2026-12-05",
      metro: "2026-12-03..2026-12-05",
      rest_of_india: "2026-12-05..2026-12-08",
      remote: "2026-12-07..2026-12-11",
    });
  });

  it("follows the shop's own dispatch days", () => {
    // Parcels leave on Wednesdays only: ordered Wednesday after the cut-off, next Wednesday.
    const weekly = { ...policy, dispatchWeekdays: [3] };
    const dates = deliveryDates(india("2026-12-02T18:00:00"), weekly, "same_city", 0);
    expect(dates).toEqual({ earliest: "2026-12-10", latest: "2026-12-11", orderBy: india("2026-12-09T13:00:00") });
  });
});

describe("delivery zones", () => {
  const bhuj = { district: "KACHCHH", state: "Gujarat" };
  it("names the zone from the origin, the nearer answer first", () => {
    expect(deliveryZoneOf(bhuj, { district: "KACHCHH", state: "Gujarat" })).toBe("same_city");
    expect(deliveryZoneOf(bhuj, { district: "AHMADABAD", state: "Gujarat" })).toBe("same_state");
    expect(deliveryZoneOf(bhuj, { district: "NEW DELHI", state: "Delhi" })).toBe("metro");
    expect(deliveryZoneOf(bhuj, { district: "MUMBAI SUBURBAN", state: "Maharashtra" })).toBe("metro");
    expect(deliveryZoneOf(bhuj, { district: "BENGALURU URBAN", state: "Karnataka" })).toBe("metro");
    expect(deliveryZoneOf(bhuj, { district: "SOUTH ANDAMANS", state: "Andaman and Nicobar Islands" })).toBe("remote");
    expect(deliveryZoneOf(bhuj, { district: "KAMRUP METRO", state: "Assam" })).toBe("remote");
    expect(deliveryZoneOf(bhuj, { district: "LEH LADAKH", state: "Ladakh" })).toBe("remote");
    expect(deliveryZoneOf(bhuj, { district: "JAIPUR", state: "Rajasthan" })).toBe("rest_of_india");
  });

  it("treats a remote or metro destination in the origin's own state as same state", () => {
    expect(deliveryZoneOf({ district: "KAMRUP METRO", state: "Assam" }, { district: "DIBRUGARH", state: "Assam" })).toBe(
      "same_state",
    );
    expect(deliveryZoneOf({ district: "PUNE", state: "Maharashtra" }, { district: "MUMBAI", state: "Maharashtra" })).toBe(
      "same_state",
    );
  });

  it("never says same city for places without a district", () => {
    expect(deliveryZoneOf({ district: "", state: "Maharashtra" }, { district: "", state: "Maharashtra" })).toBe("same_state");
    expect(deliveryZoneOf(undefined, { district: "JAIPUR", state: "Rajasthan" })).toBe("rest_of_india");
  });
});
