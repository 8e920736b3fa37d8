import { describe, expect, it } from "vitest";
import { type OrderState, paymentAfter, possibleActions } from "./rules.ts";

const bank: OrderState = {
  status: "payment_pending",
  paymentMethod: "bank_transfer",
  paymentStatus: "pending",
  cancelRequested: false,
};
const cod: OrderState = { status: "placed", paymentMethod: "cash_on_delivery", paymentStatus: "pending", cancelRequested: false };

describe("the steps an order may take", () => {
  it("lets a bank transfer be confirmed or rejected, or the order cancelled, while its payment waits", () => {
    expect(possibleActions(bank)).toEqual(["confirm-payment", "reject-payment", "cancel"]);
    // Turned down once, it can still be confirmed when new evidence comes in, but not rejected again.
    expect(possibleActions({ ...bank, paymentStatus: "failed" })).toEqual(["confirm-payment", "cancel"]);
  });

  it("takes a cash-on-delivery order from placed to delivered, paid on delivery", () => {
    expect(possibleActions(cod)).toEqual(["confirm", "cancel"]);
    expect(possibleActions({ ...cod, status: "confirmed" })).toEqual(["pack", "cancel"]);
    expect(possibleActions({ ...cod, status: "packed" })).toEqual(["ship", "cancel"]);
    expect(possibleActions({ ...cod, status: "shipped" })).toEqual(["deliver", "return-to-origin"]);
    expect(possibleActions({ ...cod, status: "delivered" })).toEqual([]);
    expect(paymentAfter("deliver", { ...cod, status: "shipped" })).toBe("paid");
  });

  it("cannot cancel once shipped, and asks for a refund of a paid order that was cancelled", () => {
    expect(possibleActions({ ...bank, status: "shipped", paymentStatus: "paid" })).toEqual(["deliver", "return-to-origin"]);
    expect(possibleActions({ ...bank, status: "cancelled", paymentStatus: "paid" })).toEqual(["refund"]);
    expect(possibleActions({ ...bank, status: "cancelled", paymentStatus: "refunded" })).toEqual([]);
    expect(possibleActions({ ...cod, status: "cancelled" })).toEqual([]);
  });

  it("refunds an order paid online through the gateway, or as staff record it", () => {
    const online: OrderState = { ...bank, paymentMethod: "credit_card" };
    expect(possibleActions(online)).toEqual(["cancel"]);
    expect(possibleActions({ ...online, status: "cancelled", paymentStatus: "paid" })).toEqual(["refund", "refund-online"]);
    expect(possibleActions({ ...online, status: "returned_to_origin", paymentStatus: "paid" })).toEqual([
      "refund",
      "refund-online",
    ]);
    expect(possibleActions({ ...online, status: "cancelled", paymentStatus: "refunded" })).toEqual([]);
  });

  it("owes a refund for a paid parcel that came back undelivered, and nothing for cash on delivery", () => {
    expect(possibleActions({ ...bank, status: "returned_to_origin", paymentStatus: "paid" })).toEqual(["refund"]);
    expect(possibleActions({ ...bank, status: "returned_to_origin", paymentStatus: "refunded" })).toEqual([]);
    expect(possibleActions({ ...cod, status: "returned_to_origin" })).toEqual([]);
  });

  it("answers a customer's request to cancel by cancelling or declining, until the order is cancelled or back", () => {
    expect(possibleActions({ ...cod, status: "confirmed", cancelRequested: true })).toEqual([
      "pack",
      "cancel",
      "decline-cancellation",
    ]);
    expect(possibleActions({ ...cod, status: "shipped", cancelRequested: true })).toEqual([
      "deliver",
      "return-to-origin",
      "decline-cancellation",
    ]);
    expect(possibleActions({ ...cod, status: "cancelled", cancelRequested: true })).toEqual([]);
    expect(possibleActions({ ...cod, status: "returned_to_origin", cancelRequested: true })).toEqual([]);
  });
});
