import { describe, expect, it } from "vitest";
import { possibleReturnActions } from "./rules.ts";

describe("the steps a return or exchange request may take", () => {
  it("is approved or rejected first, then picked up and received", () => {
    for (const kind of ["return", "exchange"] as const) {
      expect(possibleReturnActions({ kind, state: "requested" })).toEqual(["approve", "reject"]);
      // Until the piece is received, a request can still be closed (the customer kept it).
      expect(possibleReturnActions({ kind, state: "approved" })).toEqual(["reject", "book-pickup"]);
      expect(possibleReturnActions({ kind, state: "pickup_booked" })).toEqual(["reject", "receive"]);
      expect(possibleReturnActions({ kind, state: "rejected" })).toEqual([]);
    }
  });

  it("ends a received return with its refund", () => {
    expect(possibleReturnActions({ kind: "return", state: "received" })).toEqual(["refund"]);
    expect(possibleReturnActions({ kind: "return", state: "refunded" })).toEqual([]);
  });

  it("ships a received exchange's replacement like an order: packed, shipped, delivered; never refunded", () => {
    expect(possibleReturnActions({ kind: "exchange", state: "received" })).toEqual(["pack-replacement"]);
    expect(possibleReturnActions({ kind: "exchange", state: "replacement_packed" })).toEqual(["ship-replacement"]);
    expect(possibleReturnActions({ kind: "exchange", state: "replacement_shipped" })).toEqual(["deliver-replacement"]);
    expect(possibleReturnActions({ kind: "exchange", state: "replacement_delivered" })).toEqual([]);
  });
});
