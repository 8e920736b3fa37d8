import { describe, expect, it } from "vitest";
import { matchLines, type OpenLine, type WaitingOrder } from "./match-lines.ts";

function order(id: string, number: string, totalPaise: number, extra: Partial<WaitingOrder> = {}): WaitingOrder {
  return { id, orderNumber: number, totalPaise, placedOn: "2026-11-01", references: [], ...extra };
}
function line(id: string, amountPaise: number, narration: string, extra: Partial<OpenLine> = {}): OpenLine {
  return { id, bookedOn: "2026-11-02", narration, reference: "", amountPaise, assignedOrderId: null, ...extra };
}

describe("matching statement credits to waiting orders", () => {
  it("finds the order number however the bank wrote it, and matches only the exact total", () => {
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
    // Paid more than the total: staff decide (a second order paid together, a mistake to give back).
    expect(verdicts.get("2")).toEqual({
      state: "doubtful",
      orderId: null,
      rule: "order_number",
      candidates: ["CHP-4Q2Z-W8MN"],
      note: "Paid ₹1 more than the order: ₹1,500 for a total of ₹1,499",
    });
    expect(verdicts.get("3")).toEqual({
      state: "doubtful",
      orderId: null,
      rule: "order_number",
      candidates: ["CHP-J8XC-3RTV"],
      note: "Paid ₹500 less than the order: ₹4,500 for a total of ₹5,000",
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
      note: "Paid ₹99 less than the order: ₹900 for a total of ₹999",
    });
  });

  it("finds a typed reference only as a whole word or as the statement's reference, never inside another word", () => {
    const orders = [
      order("a", "CHP-AAAA-1111", 245_000, { references: ["630712345678"] }),
      order("b", "CHP-BBBB-2222", 99_900, { references: ["77AB12"] }),
      order("c", "CHP-CCCC-3333", 50_000, { references: ["HDFCN52026112812"] }),
    ];
    const verdicts = matchLines(
      [
        // The digits inside a longer number, and the short reference inside a longer word: neither is the reference.
        line("1", 245_000, "UPI/CR/9630712345678/KAVYA", { bookedOn: "2026-11-20" }),
        line("2", 99_900, "NEFT CR X77AB12Y", { bookedOn: "2026-11-20" }),
        line("3", 50_000, "NEFT CR", { reference: "HDFC N5202 6112812", bookedOn: "2026-11-20" }),
      ],
      orders,
    );
    expect(verdicts.get("1")).toMatchObject({ state: "unmatched" });
    expect(verdicts.get("2")).toMatchObject({ state: "unmatched" });
    expect(verdicts.get("3")).toMatchObject({ state: "matched", orderId: "c", rule: "reference" });
  });

  it("never gives the shop's own Razorpay settlement to an order whose shopper typed a word as the reference", () => {
    // References stored before words alone were refused (and any typed since) are not looked for.
    const orders = [
      order("a", "CHP-AAAA-1111", 1_254_300, { references: ["RAZORPAY"] }),
      order("b", "CHP-BBBB-2222", 120_000, { references: ["SALARY"] }),
      order("c", "CHP-CCCC-3333", 80_000, { references: ["NEFT"] }),
    ];
    const verdicts = matchLines(
      [
        line("settlement", 1_254_300, "NEFT CR-RAZORPAY SOFTWARE PVT LTD-RAZORPAY SETTLEMENT", {
          reference: "RAZORPAY",
          bookedOn: "2026-11-20",
        }),
        line("salary", 120_000, "SALARY NOV", { bookedOn: "2026-11-20" }),
        line("neft", 80_000, "NEFT CR", { bookedOn: "2026-11-20" }),
      ],
      orders,
    );
    for (const id of ["settlement", "salary", "neft"]) expect(verdicts.get(id), id).toMatchObject({ state: "unmatched" });
  });

  it("matches thousands of credits against thousands of orders in a moment (indexed, not pairwise)", () => {
    const count = 20_000;
    const orders = Array.from({ length: count }, (_, i) =>
      order(`o${i}`, `CHP-${String(i).padStart(4, "0").slice(-4)}-${String(i).padStart(8, "0").slice(0, 4)}`, 100_000 + i, {
        references: [`6307${String(i).padStart(8, "0")}`],
      }),
    );
    const lines = Array.from({ length: count }, (_, i) =>
      line(`l${i}`, 100_000 + i, `UPI/CR/6307${String(i).padStart(8, "0")}/X`),
    );
    const started = performance.now();
    const verdicts = matchLines(lines, orders);
    const took = performance.now() - started;
    expect(verdicts.get("l12345")).toMatchObject({ state: "matched", orderId: "o12345", rule: "reference" });
    expect(took).toBeLessThan(3_000);
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
