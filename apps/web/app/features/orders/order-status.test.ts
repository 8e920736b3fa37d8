import { describe, expect, it } from "vitest";
import { statusLabel, timelineSteps } from "./order-status.ts";

describe("timelineSteps", () => {
  it("shows what happened, then the road ahead", () => {
    const steps = timelineSteps("payment_pending", [
      { status: "placed", event: "status", at: "2025-01-01T10:00:00Z" },
      { status: "payment_pending", event: "status", at: "2025-01-01T10:00:01Z" },
    ]);
    expect(steps.map((step) => [step.status, step.reached])).toEqual([
      ["placed", true],
      ["payment_pending", true],
      ["confirmed", false],
      ["packed", false],
      ["shipped", false],
      ["delivered", false],
    ]);
  });

  it("ends a cancelled order where it was cancelled", () => {
    const steps = timelineSteps("cancelled", [
      { status: "placed", event: "status", at: "2025-01-01T10:00:00Z" },
      { status: "cancelled", event: "status", at: "2025-01-02T10:00:00Z" },
    ]);
    expect(steps.map((step) => step.status)).toEqual(["placed", "cancelled"]);
  });

  it("marks the current status reached even when its history is missing", () => {
    const steps = timelineSteps("shipped", []);
    expect(steps).toEqual([
      { status: "shipped", event: "status", at: null, reached: true },
      { status: "delivered", event: "status", at: null, reached: false },
    ]);
  });
});

describe("statusLabel", () => {
  it("says an online order is awaiting its payment, where a transfer is being checked by the shop", () => {
    expect(statusLabel("payment_pending", "credit_card")).toBe("statusAwaitingPayment");
    expect(statusLabel("payment_pending", "bank_transfer")).toBe("statusPaymentPending");
    expect(statusLabel("payment_pending")).toBe("statusPaymentPending");
    expect(statusLabel("confirmed", "credit_card")).toBe("statusConfirmed");
  });
});
