import { describe, expect, it } from "vitest";
import { type OrderState, paymentAfter, possibleActions } from "./rules.ts";

const bank: OrderState = {
  status: "payment_pending",
  paymentMethod: "bank_transfer",
  paymentStatus: "pending",
  cancelRequested: false,
};
const cod: OrderState = { status: "placed", paymentMethod: "cash_on_delivery", paymentStatus: "pending", cancelRequested: false };
/** A shop with its gateway keys, and one without. */
const keyed = { gatewayRefunds: true };
const keyless = { gatewayRefunds: false };

describe("the steps an order may take", () => {
  it("lets a bank transfer be confirmed or rejected, or the order cancelled, while its payment waits", () => {
    expect(possibleActions(bank, keyless)).toEqual(["confirm-payment", "reject-payment", "cancel"]);
    // Turned down once, it can still be confirmed when new evidence comes in, but not rejected again.
    expect(possibleActions({ ...bank, paymentStatus: "failed" }, keyless)).toEqual(["confirm-payment", "cancel"]);
  });

  it("takes a cash-on-delivery order from placed to delivered, paid on delivery", () => {
    expect(possibleActions(cod, keyless)).toEqual(["confirm", "cancel"]);
    expect(possibleActions({ ...cod, status: "confirmed" }, keyless)).toEqual(["pack", "cancel"]);
    expect(possibleActions({ ...cod, status: "packed" }, keyless)).toEqual(["ship", "cancel"]);
    expect(possibleActions({ ...cod, status: "shipped" }, keyless)).toEqual(["deliver", "return-to-origin"]);
    expect(possibleActions({ ...cod, status: "delivered" }, keyless)).toEqual([]);
    expect(paymentAfter("deliver", { ...cod, status: "shipped" })).toBe("paid");
  });

  it("cannot cancel once shipped, and asks for a refund of a paid order that was cancelled", () => {
    expect(possibleActions({ ...bank, status: "shipped", paymentStatus: "paid" }, keyless)).toEqual([
      "deliver",
      "return-to-origin",
    ]);
    expect(possibleActions({ ...bank, status: "cancelled", paymentStatus: "paid" }, keyless)).toEqual(["refund"]);
    expect(possibleActions({ ...bank, status: "cancelled", paymentStatus: "refunded" }, keyless)).toEqual([]);
    expect(possibleActions({ ...cod, status: "cancelled" }, keyless)).toEqual([]);
  });

  it("refunds an order paid online only through the gateway when the shop has its keys, never also by hand", () => {
    const online: OrderState = { ...bank, paymentMethod: "credit_card" };
    expect(possibleActions(online, keyed)).toEqual(["cancel"]);
    expect(possibleActions({ ...online, status: "cancelled", paymentStatus: "paid" }, keyed)).toEqual(["refund-online"]);
    expect(possibleActions({ ...online, status: "returned_to_origin", paymentStatus: "paid" }, keyed)).toEqual(["refund-online"]);
    expect(possibleActions({ ...online, status: "cancelled", paymentStatus: "refunded" }, keyed)).toEqual([]);
    // Without keys the shop refunds in the gateway's dashboard and records it here by hand.
    expect(possibleActions({ ...online, status: "cancelled", paymentStatus: "paid" }, keyless)).toEqual(["refund"]);
    // A bank transfer is refunded by hand either way.
    expect(possibleActions({ ...bank, status: "cancelled", paymentStatus: "paid" }, keyed)).toEqual(["refund"]);
  });

  it("owes a refund for a paid parcel that came back undelivered, and nothing for cash on delivery", () => {
    expect(possibleActions({ ...bank, status: "returned_to_origin", paymentStatus: "paid" }, keyless)).toEqual(["refund"]);
    expect(possibleActions({ ...bank, status: "returned_to_origin", paymentStatus: "refunded" }, keyless)).toEqual([]);
    expect(possibleActions({ ...cod, status: "returned_to_origin" }, keyless)).toEqual([]);
  });

  it("answers a customer's request to cancel by cancelling or declining, until the order is cancelled or back", () => {
    expect(possibleActions({ ...cod, status: "confirmed", cancelRequested: true }, keyless)).toEqual([
      "pack",
      "cancel",
      "decline-cancellation",
    ]);
    expect(possibleActions({ ...cod, status: "shipped", cancelRequested: true }, keyless)).toEqual([
      "deliver",
      "return-to-origin",
      "decline-cancellation",
    ]);
    expect(possibleActions({ ...cod, status: "cancelled", cancelRequested: true }, keyless)).toEqual([]);
    expect(possibleActions({ ...cod, status: "returned_to_origin", cancelRequested: true }, keyless)).toEqual([]);
  });
});
