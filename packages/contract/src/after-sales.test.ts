import { describe, expect, it } from "vitest";
import { AFTER_SALE_MESSAGES, maskRefundDestination, refundDestinationNeeded, returnRequestInput } from "./after-sales.ts";

const line = "0b7f7a52-5f0e-4a3e-9c55-2f1d7b1f3a10";

/** The field messages a form with these fields gets, as the API answers them. */
function fieldErrors(fields: Record<string, string>): Record<string, string> {
  const parsed = returnRequestInput.safeParse(fields);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("a refund destination", () => {
  it("is shown masked: the UPI handle's bank, the account's last four digits and its IFSC", () => {
    expect(maskRefundDestination({ kind: "upi", upiId: "asha.khatri@okaxis" })).toBe("UPI ••••@okaxis");
    expect(
      maskRefundDestination({ kind: "bank", accountName: "Asha Khatri", accountNumber: "00112233444321", ifsc: "SBIN0001234" }),
    ).toBe("A/c ••••4321 (SBIN0001234)");
  });

  it("is asked of a cash-on-delivery customer who wants money back, never for an exchange or a prepaid order", () => {
    expect(refundDestinationNeeded("cash_on_delivery", "return")).toBe(true);
    expect(refundDestinationNeeded("cash_on_delivery", "exchange")).toBe(false);
    expect(refundDestinationNeeded("bank_transfer", "return")).toBe(false);
  });

  it("is kept the way banks write it: IFSC in capitals, the account number without spaces or dashes", () => {
    const parsed = returnRequestInput.parse({
      line,
      kind: "return",
      quantity: "1",
      reason: "damaged",
      refund_to: "bank",
      account_name: "  Asha   Khatri ",
      account_number: "0011 2233-4443 21",
      ifsc: "sbin 0001234",
    });
    expect(parsed.refundTo).toEqual({
      kind: "bank",
      accountName: "Asha Khatri",
      accountNumber: "00112233444321",
      ifsc: "SBIN0001234",
    });
  });

  it("refuses a bad UPI ID, IFSC or account number field by field", () => {
    const base = { line, kind: "return", quantity: "1", reason: "damaged" };
    expect(fieldErrors({ ...base, refund_to: "upi", upi_id: "asha at okaxis" })).toEqual({
      upi_id: AFTER_SALE_MESSAGES.upiInvalid,
    });
    expect(fieldErrors({ ...base, refund_to: "bank", account_name: "", account_number: "12", ifsc: "SBIN1001234" })).toEqual({
      account_name: AFTER_SALE_MESSAGES.accountNameRequired,
      account_number: AFTER_SALE_MESSAGES.accountNumberInvalid,
      ifsc: AFTER_SALE_MESSAGES.ifscInvalid,
    });
  });
});

describe("a return request form", () => {
  it("asks an exchange for the size wanted, and drops a size sent with a return", () => {
    const base = { line, quantity: "1", reason: "size" };
    expect(fieldErrors({ ...base, kind: "exchange", size: "" })).toEqual({ size: AFTER_SALE_MESSAGES.sizeRequired });
    expect(returnRequestInput.parse({ ...base, kind: "return", size: "L" }).size).toBeNull();
    expect(returnRequestInput.parse({ ...base, kind: "exchange", size: "L" }).size).toBe("L");
  });

  it("names each missing or wrong field at once", () => {
    expect(fieldErrors({ line, quantity: "0", note: "x".repeat(501), refund_to: "upi", upi_id: "asha" })).toEqual({
      kind: AFTER_SALE_MESSAGES.kindRequired,
      quantity: AFTER_SALE_MESSAGES.quantityInvalid,
      reason: AFTER_SALE_MESSAGES.reasonRequired,
      note: AFTER_SALE_MESSAGES.noteTooLong,
      upi_id: AFTER_SALE_MESSAGES.upiInvalid,
    });
  });
});
