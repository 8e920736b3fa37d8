import { describe, expect, it } from "vitest";
import { normaliseTransferReference, readTransferReference } from "./transfer-reference.ts";

describe("a typed transfer reference", () => {
  it("is normalised as the bank prints it: upper case, no spaces, dashes, slashes or leading label", () => {
    expect(normaliseTransferReference("  4123 4567 8901 ")).toBe("412345678901");
    expect(normaliseTransferReference("UTR: 4123-4567-8901")).toBe("412345678901");
    expect(normaliseTransferReference("utr412345678901")).toBe("412345678901");
    expect(normaliseTransferReference("Ref 4123/4567/8901")).toBe("412345678901");
    expect(normaliseTransferReference("Txn ID: 412345678901")).toBe("412345678901");
    expect(normaliseTransferReference("TXNID 412345678901")).toBe("412345678901");
    expect(normaliseTransferReference("hdfc n5 2026 1128 12")).toBe("HDFCN52026112812");
    // A word that only begins like a label keeps its letters.
    expect(normaliseTransferReference("REFUND77AB")).toBe("REFUND77AB");
  });

  it("drops the labels banking apps print before it, and the invisible characters copied along", () => {
    for (const typed of [
      "UTR No. 412345678901",
      "utr no:412345678901",
      "RRN 412345678901",
      "RRN: 412345678901",
      "UPI Ref No: 412345678901",
      "UPI Ref 412345678901",
      "No. 412345678901",
      "#412345678901",
      "# 4123 4567 8901",
      "Ref#412345678901",
      "\u200b4123\u200c4567\u200d8901\ufeff",
      "\u202a412345678901\u202c",
    ])
      expect(normaliseTransferReference(typed), JSON.stringify(typed)).toBe("412345678901");
    expect(readTransferReference("UPI Ref No. 4123 4567 8901")).toEqual({
      ok: true,
      reference: "412345678901",
      kind: "upi_imps",
    });
  });

  it("reads a 12-digit UPI UTR or IMPS RRN, a NEFT and an RTGS UTR by their formats", () => {
    expect(readTransferReference("UTR 4123 4567 8901")).toEqual({ ok: true, reference: "412345678901", kind: "upi_imps" });
    expect(readTransferReference("hdfcn52026112812")).toEqual({ ok: true, reference: "HDFCN52026112812", kind: "neft" });
    expect(readTransferReference("SBINR52026112800012345")).toEqual({
      ok: true,
      reference: "SBINR52026112800012345",
      kind: "rtgs",
    });
  });

  it("takes any other 6 to 35 letters and digits, with a digit among them, as a transfer from abroad", () => {
    expect(readTransferReference("FT26332ABC1")).toEqual({ ok: true, reference: "FT26332ABC1", kind: "other" });
    expect(readTransferReference("UPI-99812")).toEqual({ ok: true, reference: "UPI99812", kind: "other" });
    expect(readTransferReference(`${"A".repeat(34)}7`)).toMatchObject({ ok: true, kind: "other" });
  });

  it("refuses words alone: what a bank prints beside other credits is no transfer's reference", () => {
    for (const typed of ["RAZORPAY", "NEFT TRANSFER", "SALARY", "Payment", "A".repeat(35)]) {
      const read = readTransferReference(typed);
      expect(read, typed).toMatchObject({ ok: false });
      if (!read.ok) expect(read.message).toMatch(/at least one digit/);
    }
  });

  it("refuses near misses of the known formats with a message that says the formats", () => {
    for (const typed of [
      "4123 4567 890", // 11 digits
      "4123 4567 89012", // 13 digits
      "UTR 4417",
      "HDFCN5202611281", // NEFT, one digit short
      "HDFCN520261128123", // NEFT, one digit too many
      "SBINR5202611280001234", // RTGS, 21 characters
    ]) {
      const read = readTransferReference(typed);
      expect(read, typed).toMatchObject({ ok: false });
      if (!read.ok) expect(read.message).toMatch(/12 digits.*NEFT.*16.*RTGS.*22/);
    }
  });

  it("refuses what is too short, too long or not letters and digits", () => {
    for (const typed of ["", "   ", "AB12", "A".repeat(36), "PAID ₹1500", "412345678901!", "<script>"]) {
      expect(readTransferReference(typed), typed).toMatchObject({ ok: false });
    }
  });
});
