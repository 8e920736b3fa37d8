import type { OrderDetail } from "@chhaap/contract/orders";
import { describe, expect, it } from "vitest";
import { orderConfirmationMail } from "#src/modules/orders/confirmation-mail.ts";
import { confirmEmailMail, orderStepMail, resetPasswordMail } from "./templates.ts";
import { greeting, quotedText } from "./user-text.ts";

const PHISHING_NAMES = [
  "Your refund: https://evil.test/r",
  "Your refund: evil.test/r",
  "Refund at www.evil.test",
  "Write to refunds@evil.test",
  "Claim at refund-desk.com",
];

describe("customer text in mails", () => {
  it("greets by name only when the name cannot read as a link", () => {
    expect(greeting("Meera Khatri")).toBe("Hello Meera Khatri,");
    expect(greeting("S.Ramesh")).toBe("Hello S.Ramesh,");
    expect(greeting("")).toBe("Hello,");
    for (const name of PHISHING_NAMES) expect(greeting(name), name).toBe("Hello,");
  });

  it("replaces the link-like words of quoted text", () => {
    expect(quotedText("Flat 4, www.evil.test, Bhuj")).toBe("Flat 4, [link removed] Bhuj");
  });

  it("keeps a link-like name out of every mail that greets by name", () => {
    for (const name of PHISHING_NAMES) {
      const mails = [
        resetPasswordMail("x@example.org", name, "https://chhaap.example/reset_password?t=abc"),
        orderStepMail("x@example.org", name, { orderNumber: "CHP-AAAA-BBBB", step: "packed" }, "https://chhaap.example"),
        orderConfirmationMail("x@example.org", name, order(name), "https://chhaap.example", BANK),
      ];
      for (const mail of mails) {
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`, name).not.toMatch(/evil\.test|refund-desk/);
        expect(mail.text, name).toContain("Hello,");
      }
    }
  });

  it("says nothing anyone typed in the confirmation mail", () => {
    const mail = confirmEmailMail("x@example.org", "https://chhaap.example/confirm-email?t=abc", 3);
    expect(mail.text).toContain("Hello,\n");
    expect(mail.text).toContain("https://chhaap.example/confirm-email?t=abc");
  });
});

const BANK = {
  bankAccountName: "Chhaap",
  bankAccountNumber: "1",
  bankIfsc: "X",
  bankSwift: "",
  bankName: "Bank",
  bankBranch: "Bhuj",
  upiId: "chhaap@bank",
};

/** An order whose delivery address a stranger filled with links. */
function order(text: string): OrderDetail {
  const address = {
    name: text,
    phone: "9876543210",
    email: "x@example.org",
    addressLine1: text,
    addressLine2: "",
    city: "Bhuj",
    state: "Gujarat",
    zip: "370001",
    country: "India",
    addressType: "home",
  };
  return {
    _id: "1",
    order_id: "CHP-AAAA-BBBB",
    createdAt: "2026-05-10T09:30:00Z",
    order_status: "placed",
    order_status_label: "Placed",
    payment_method: "cash_on_delivery",
    payment_status: "pending",
    products: [],
    total_bag_items: 0,
    subtotal: 0,
    shipping_charges: 0,
    discount: 0,
    total_amount: 0,
    cart_weight: 0,
    coupon_code: null,
    currency: { code: "INR", rate: 1 },
    delivery_estimate: null,
    deliveryEarliest: null,
    shipping_address: address,
    billing_address: address,
    timeline: [],
    payment_proof: null,
    location: null,
    shipment: null,
    payment_rejection: null,
    cancel_reason: null,
    invoice_number: null,
    cancellation: { mode: "none", until: null },
    cancel_request: null,
    cancel_declined: null,
    refund_due_on: null,
    return_window: null,
    line_returns: [],
    return_requests: [],
    credit_notes: [],
    online_payment: null,
  };
}
