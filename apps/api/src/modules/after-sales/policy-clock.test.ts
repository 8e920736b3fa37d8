import { describe, expect, it } from "vitest";
import { cancelAtOnceUntil, refundDueOn, returnWindowLastDay, withinReturnWindow } from "./policy-clock.ts";

/** An instant given as India's wall-clock time. */
const india = (local: string) => new Date(`${local}+05:30`);

describe("the after-sale clocks, in India's time", () => {
  it("lets an order placed before the cut-off be cancelled at once until that day's cut-off", () => {
    expect(cancelAtOnceUntil(india("2026-11-27T10:00:00"), "14:00")).toEqual(india("2026-11-27T14:00:00"));
  });

  it("moves an order placed after the cut-off to the next day's, also across midnight UTC", () => {
    expect(cancelAtOnceUntil(india("2026-11-27T16:00:00"), "14:00")).toEqual(india("2026-11-28T14:00:00"));
    // 04:00 in India is the previous day in UTC.
    expect(cancelAtOnceUntil(india("2026-11-28T04:00:00"), "14:00")).toEqual(india("2026-11-28T14:00:00"));
  });

  it("counts the return window in days of India from the delivery day: day 14 allowed, day 15 refused", () => {
    // Delivered at 23:30 in India on 1 December: in UTC that is still 1 December 18:00.
    const delivered = india("2026-12-01T23:30:00");
    expect(returnWindowLastDay(delivered, 14)).toBe("2026-12-15");
    expect(withinReturnWindow(delivered, india("2026-12-15T23:59:00"), 14)).toBe(true);
    expect(withinReturnWindow(delivered, india("2026-12-16T00:01:00"), 14)).toBe(false);
  });

  it("judges the window by India's date even where UTC shows the day before", () => {
    // Delivered 00:30 on 2 December in India (1 December in UTC): the last day is 16 December.
    const delivered = india("2026-12-02T00:30:00");
    expect(returnWindowLastDay(delivered, 14)).toBe("2026-12-16");
  });

  it("counts a refund's 7 working days over the shop's working weekdays only", () => {
    // Friday 27 November 2026; Monday to Saturday: Sat 28, Mon 30, Tue 1, Wed 2, Thu 3, Fri 4, Sat 5.
    expect(refundDueOn(india("2026-11-27T12:00:00"), 7, [1, 2, 3, 4, 5, 6])).toBe("2026-12-05");
    // Monday to Friday: Mon 30, Tue 1, Wed 2, Thu 3, Fri 4, Mon 7, Tue 8.
    expect(refundDueOn(india("2026-11-27T12:00:00"), 7, [1, 2, 3, 4, 5])).toBe("2026-12-08");
  });
});
