import { describe, expect, it } from "vitest";
import { deliveryCheckOf, deliveryPromisePath } from "./delivery-promise.ts";

const promise = {
  pinCode: "110001",
  office: "Baroda House",
  district: "NEW DELHI",
  state: "Delhi",
  deliverable: true,
  zone: "metro",
  cashOnDelivery: { available: false, reason: "No cash at this office" },
  earliest: "2026-12-01",
  latest: "2026-12-04",
  orderBy: "2026-11-28T07:30:00.000Z",
};

describe("deliveryCheckOf", () => {
  it("reads a promise from a 200 answer", () => {
    expect(deliveryCheckOf("110001", 200, { status: true, data: promise })).toEqual({
      kind: "found",
      pin: "110001",
      promise: {
        pinCode: "110001",
        office: "Baroda House",
        district: "NEW DELHI",
        state: "Delhi",
        deliverable: true,
        cashOnDelivery: { available: false, reason: "No cash at this office" },
        earliest: "2026-12-01",
        latest: "2026-12-04",
        orderBy: "2026-11-28T07:30:00.000Z",
      },
    });
  });

  it("tells a malformed PIN code (400) from an unknown one (404)", () => {
    expect(deliveryCheckOf("012345", 400, { status: false, code: "delivery.pin_malformed" }).kind).toBe("malformed");
    expect(deliveryCheckOf("111111", 404, { status: false, code: "delivery.pin_unknown" }).kind).toBe("unknown");
  });

  it("counts an answer without the promise's shape, or any other status, as a failed check", () => {
    expect(deliveryCheckOf("110001", 200, { status: true, data: { ...promise, earliest: "1 Dec" } }).kind).toBe("failed");
    expect(deliveryCheckOf("110001", 200, null).kind).toBe("failed");
    expect(deliveryCheckOf("110001", 503, { status: false }).kind).toBe("failed");
  });

  it("takes an empty reason as none, and an unreadable cut-off as none", () => {
    const check = deliveryCheckOf("110001", 200, {
      status: true,
      data: { ...promise, cashOnDelivery: { available: false, reason: " " }, orderBy: "soon" },
    });
    expect(check.kind === "found" && check.promise.cashOnDelivery.reason).toBeNull();
    expect(check.kind === "found" && check.promise.orderBy).toBeNull();
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
