import { describe, expect, it } from "vitest";
import { upiPayLink } from "./upi-link.ts";

describe("upiPayLink", () => {
  it("carries the payee, the exact amount in INR and the note, encoded", () => {
    expect(upiPayLink({ upiId: "chhaap@demo", payee: "Chhaap LLP", amountInr: 6130, note: "CHP-7K4M-Q9XD" })).toBe(
      "upi://pay?pa=chhaap%40demo&pn=Chhaap%20LLP&am=6130.00&cu=INR&tn=CHP-7K4M-Q9XD",
    );
  });
});
