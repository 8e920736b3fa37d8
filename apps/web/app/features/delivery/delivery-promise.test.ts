import { describe, expect, it } from "vitest";
import { deliveryCheckOf, deliveryPromisePath, readDeliveryPromise } from "./delivery-promise.ts";

const promise = {
  pinCode: "110001",
  office: "Baroda House",
  town: "New Delhi",
  district: "NEW DELHI",
  state: "Delhi",
  deliverable: true,
  zone: "metro" as const,
  cashOnDelivery: { available: false, reason: "No cash at this office" },
  earliest: "2026-12-01",
  latest: "2026-12-04",
  orderBy: "2026-11-28T07:30:00.000Z",
};

describe("readDeliveryPromise", () => {
  it("reads the promise of an answer", () => {
    expect(readDeliveryPromise({ status: true, data: promise })).toEqual(promise);
  });

  it("refuses an answer without the promise's shape", () => {
    expect(readDeliveryPromise({ status: true, data: { ...promise, earliest: "1 Dec" } })).toBeNull();
    expect(readDeliveryPromise({ status: true, data: { ...promise, zone: "moon" } })).toBeNull();
    expect(readDeliveryPromise({ status: false, code: "delivery.pin_unknown" })).toBeNull();
    expect(readDeliveryPromise(null)).toBeNull();
  });

  it("takes an empty reason as none, and an unreadable cut-off as none", () => {
    const read = readDeliveryPromise({
      status: true,
      data: { ...promise, cashOnDelivery: { available: false, reason: " " }, orderBy: "soon" },
    });
    expect(read?.cashOnDelivery.reason).toBeNull();
    expect(read?.orderBy).toBeNull();
  });
});

describe("deliveryCheckOf", () => {
  const read = readDeliveryPromise({ status: true, data: promise });

  it("is the promise of a 200 answer", () => {
    expect(deliveryCheckOf("110001", 200, read)).toEqual({ kind: "found", pin: "110001", promise });
  });

  it("tells a malformed PIN code (400) from an unknown one (404)", () => {
    expect(deliveryCheckOf("012345", 400, null).kind).toBe("malformed");
    expect(deliveryCheckOf("111111", 404, null).kind).toBe("unknown");
  });

  it("counts a 200 without a promise, or any other status, as a failed check", () => {
    expect(deliveryCheckOf("110001", 200, null).kind).toBe("failed");
    expect(deliveryCheckOf("110001", 503, null).kind).toBe("failed");
    expect(deliveryCheckOf("110001", 0, null).kind).toBe("failed");
  });
});

describe("deliveryPromisePath", () => {
  it("names every piece, at most fifty", () => {
    const ids = Array.from({ length: 60 }, (_, n) => `v${n}`);
    const path = deliveryPromisePath("110001", ids);
    expect(path.startsWith("/api/delivery/pin/110001?variant=v0&variant=v1")).toBe(true);
    expect(new URL(path, "http://shop").searchParams.getAll("variant")).toHaveLength(50);
    expect(deliveryPromisePath("110001", [])).toBe("/api/delivery/pin/110001");
  });
});
