import { describe, expect, it } from "vitest";
import { matchLines, type OpenLine, type WaitingOrder } from "./match-lines.ts";

function order(id: string, number: string, totalPaise: number, extra: Partial<WaitingOrder> = {}): WaitingOrder {
  return { id, orderNumber: number, totalPaise, placedOn: "2026-11-01", references: [], ...extra };
}
function line(id: string, amountPaise: number, narration: string, extra: Partial<OpenLine> = {}): OpenLine {
  return { id, bookedOn: "2026-11-02", narration, reference: "", amountPaise, assignedOrderId: null, ...extra };
}

describe("matching statement credits to waiting orders", () => {
  it("finds the order number however the bank wrote it, and checks the amount covers the total", () => {
    const orders = [
      order("a", "CHP-7K4M-Q9XD", 390_000),
      order("b", "CHP-4Q2Z-W8MN", 149_900),
      order("c", "CHP-J8XC-3RTV", 500_000),
    ];
    const verdicts = matchLines(
      [
        line("1", 390_000, "UPI-ASHA-630512345678-CHP 7K4M Q9XD"),
        line("2", 150_000, "IMPS/630898765432/ORDERCHP4Q2ZW8MN/KKBK"),
        line("3", 450_000, "RTGS CR MEERA", { reference: "CHP-J8XC-3RTV" }),
      ],
      orders,
    );
    expect(verdicts.get("1")).toMatchObject({ state: "matched", orderId: "a", rule: "order_number" });
    // Paid more than the total: still that order's payment.
    expect(verdicts.get("2")).toMatchObject({ state: "matched", orderId: "b", rule: "order_number" });
    expect(verdicts.get("3")).toEqual({
      state: "doubtful",
      orderId: null,
      rule: "order_number",
      candidates: ["CHP-J8XC-3RTV"],
      note: "Paid ₹4,500, order total ₹5,000",
    });
  });

  it("then finds the reference the shopper typed", () => {
    const orders = [
      order("a", "CHP-AAAA-1111", 245_000, { references: ["630712345678"] }),
      order("b", "CHP-BBBB-2222", 99_900, { references: ["UTIBN52026110312"] }),
    ];
    const verdicts = matchLines(
      [
        line("1", 245_000, "UPI/CR/630712345678/KAVYA"),
        line("2", 90_000, "NEFT*UTIB0000123*SURESH", { reference: "UTIBN52026110312" }),
      ],
      orders,
    );
    expect(verdicts.get("1")).toMatchObject({ state: "matched", orderId: "a", rule: "reference" });
    expect(verdicts.get("2")).toMatchObject({
      state: "doubtful",
      rule: "reference",
      candidates: ["CHP-BBBB-2222"],
      note: "Paid ₹900, order total ₹999",
    });
  });

  it("last, the exact total booked 0 to 7 days after the order: one fit matches, several are doubtful", () => {
    const orders = [
      order("a", "CHP-AAAA-1111", 150_000, { placedOn: "2026-11-01" }),
      order("b", "CHP-BBBB-2222", 220_000, { placedOn: "2026-11-01" }),
      order("c", "CHP-CCCC-3333", 220_000, { placedOn: "2026-10-30" }),
      order("d", "CHP-DDDD-4444", 330_000, { placedOn: "2026-10-20" }),
      order("e", "CHP-EEEE-5555", 440_000, { placedOn: "2026-11-05" }),
    ];
    const verdicts = matchLines(
      [
        line("1", 150_000, "UPI PAYMENT FROM RAVI"),
        line("2", 220_000, "UPI PAYMENT FROM FARHAN"),
        line("3", 330_000, "NEFT CR"), // 13 days after: too late
        line("4", 440_000, "NEFT CR"), // booked before the order was placed
        line("5", 123_400, "CASH DEPOSIT"),
      ],
      orders,
    );
    expect(verdicts.get("1")).toMatchObject({ state: "matched", orderId: "a", rule: "amount_date" });
    expect(verdicts.get("2")).toMatchObject({
      state: "doubtful",
      orderId: null,
      rule: "amount_date",
      candidates: ["CHP-BBBB-2222", "CHP-CCCC-3333"],
    });
    for (const id of ["3", "4", "5"]) expect(verdicts.get(id)).toMatchObject({ state: "unmatched", orderId: null, rule: null });
  });

  it("gives an order to the stronger rule: a weaker line does not take it", () => {
    const orders = [order("a", "CHP-AAAA-1111", 150_000, { references: ["630712345678"] })];
    const verdicts = matchLines(
      [
        line("weak", 150_000, "UPI PAYMENT"),
        line("ref", 150_000, "UPI/630712345678"),
        line("number", 150_000, "PAYMENT CHPAAAA1111"),
      ],
      orders,
    );
    expect(verdicts.get("number")).toMatchObject({ state: "matched", orderId: "a", rule: "order_number" });
    expect(verdicts.get("ref")).toMatchObject({ state: "unmatched" });
    expect(verdicts.get("weak")).toMatchObject({ state: "unmatched" });
  });

  it("holds an order claimed doubtfully by a stronger rule out of reach of weaker ones", () => {
    const orders = [order("a", "CHP-AAAA-1111", 150_000)];
    const verdicts = matchLines([line("short", 100_000, "CHP-AAAA-1111"), line("exact", 150_000, "UPI")], orders);
    expect(verdicts.get("short")).toMatchObject({ state: "doubtful", candidates: ["CHP-AAAA-1111"] });
    expect(verdicts.get("exact")).toMatchObject({ state: "unmatched" });
  });

  it("makes two credits naming the same order both doubtful: staff decide which pays it", () => {
    const orders = [order("a", "CHP-AAAA-1111", 150_000)];
    const verdicts = matchLines([line("1", 150_000, "CHP-AAAA-1111"), line("2", 150_000, "CHP AAAA 1111")], orders);
    for (const id of ["1", "2"])
      expect(verdicts.get(id)).toMatchObject({
        state: "doubtful",
        orderId: null,
        candidates: ["CHP-AAAA-1111"],
        note: "Another credit fits order CHP-AAAA-1111 as well",
      });
  });

  it("keeps a line staff assigned on its order, out of every rule's reach", () => {
    const orders = [order("a", "CHP-AAAA-1111", 150_000)];
    const verdicts = matchLines(
      [line("assigned", 150_000, "CASH DEPOSIT", { assignedOrderId: "a" }), line("named", 150_000, "CHP-AAAA-1111")],
      orders,
    );
    expect(verdicts.get("assigned")).toMatchObject({ state: "matched", orderId: "a", rule: null });
    expect(verdicts.get("named")).toMatchObject({ state: "unmatched" });
  });

  it("notes an order number that is not waiting for a transfer, rather than matching by amount", () => {
    const verdicts = matchLines([line("1", 150_000, "UPI CHP-ZZZZ-9999 REPEAT")], [order("a", "CHP-AAAA-1111", 999)]);
    expect(verdicts.get("1")).toMatchObject({
      state: "unmatched",
      note: "Names CHP-ZZZZ-9999, which is not waiting for a bank transfer",
    });
  });
});
