import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parseCsvStatement } from "./parse-csv.ts";
import { parseXlsxStatement } from "./parse-xlsx.ts";
import { findHeaderRow, mappingProblems, readCredits, suggestMapping } from "./statement-rows.ts";
import { readAmount, readDate } from "./statement-values.ts";

const sample = (name: string) => readFile(new URL(`./samples/${name}`, import.meta.url));

describe("a statement's values", () => {
  it("reads Indian amounts: lakh grouping, rupee signs, Cr/Dr markers", () => {
    expect(readAmount("1,23,456.50")).toEqual({ paise: 12_345_650, marker: null });
    expect(readAmount("₹ 2,450")).toEqual({ paise: 245_000, marker: null });
    expect(readAmount("1,499.5 Cr")).toEqual({ paise: 149_950, marker: "CR" });
    expect(readAmount("Rs.300.00(Dr)")).toEqual({ paise: 30_000, marker: "DR" });
    expect(readAmount("18999.5")).toEqual({ paise: 1_899_950, marker: null });
    for (const bad of ["", "abc", "1.234", "12-50", "-300"]) expect(readAmount(bad), bad).toBeUndefined();
  });

  it("reads dates in the layout's format, and dates a spreadsheet stored as dates", () => {
    expect(readDate("03/11/26", "DD/MM/YY")).toBe("2026-11-03");
    expect(readDate("3 Nov 2026", "DD MMM YYYY")).toBe("2026-11-03");
    expect(readDate("03-NOV-2026", "DD-MMM-YYYY")).toBe("2026-11-03");
    expect(readDate("03/11/2026 10:15:02", "DD/MM/YYYY")).toBe("2026-11-03");
    expect(readDate("2026-11-03", "DD/MM/YY")).toBe("2026-11-03");
    expect(readDate("31/02/26", "DD/MM/YY")).toBeUndefined();
    expect(readDate("11/03/2026", "DD/MM/YY")).toBeUndefined();
  });
});

describe("HDFC Bank's net-banking CSV", () => {
  it("finds the header under the title rows, suggests a mapping, and reads only the credits", async () => {
    const rows = parseCsvStatement(await sample("hdfc-netbanking.csv"), 20_000) ?? [];
    const header = findHeaderRow(rows);
    expect(header?.signature).toBe("date|narration|chq./ref.no.|value dt|withdrawal amt.|deposit amt.|closing balance");
    if (!header) return;
    const suggested = suggestMapping(header.headers);
    expect(suggested).toMatchObject({
      date: "Date",
      narration: "Narration",
      reference: "Chq./Ref.No.",
      credit: "Deposit Amt.",
      balance: "Closing Balance",
    });
    const mapping = { ...suggested, date: "Date", narration: "Narration", dateFormat: "DD/MM/YY" as const };
    expect(mappingProblems(mapping, header.headers)).toEqual({});
    const { credits, badRows } = readCredits(rows, header, mapping);
    expect(badRows).toEqual([]);
    expect(credits.map((c) => [c.bookedOn, c.amountPaise])).toEqual([
      ["2026-11-01", 390_000],
      ["2026-11-02", 1_250_050],
      ["2026-11-03", 149_900],
      ["2026-11-04", 220_000],
      ["2026-11-06", 12_345_650],
    ]);
    expect(credits[0]?.reference).toBe("0000630512345678");
    expect(new Set(credits.map((c) => c.fingerprint)).size).toBe(5);
  });

  it("tells two identical rows apart, and names the rows it cannot read", async () => {
    const csv = [
      "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
      "01/11/26,CASH DEPOSIT,,01/11/26,,500.00,",
      "01/11/26,CASH DEPOSIT,,01/11/26,,500.00,",
      "32/11/26,CASH DEPOSIT,,01/11/26,,500.00,",
      "02/11/26,CASH DEPOSIT,,01/11/26,,five hundred,",
    ].join("\n");
    const rows = parseCsvStatement(Buffer.from(csv), 100) ?? [];
    const header = findHeaderRow(rows);
    if (!header) throw new Error("no header");
    const mapping = { date: "Date", narration: "Narration", credit: "Deposit Amt.", dateFormat: "DD/MM/YY" as const };
    const { credits, badRows } = readCredits(rows, header, mapping);
    expect(badRows).toEqual([4, 5]);
    expect(credits).toHaveLength(2);
    expect(credits[0]?.fingerprint).not.toBe(credits[1]?.fingerprint);
  });

  it("refuses bytes that are not text, and a mapping without a credit column", () => {
    expect(parseCsvStatement(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), 100)).toBeUndefined();
    expect(
      mappingProblems({ date: "Date", narration: "Narration", dateFormat: "DD/MM/YY" }, ["Date", "Narration"]),
    ).toHaveProperty("credit");
    expect(
      mappingProblems({ date: "Datum", narration: "Narration", credit: "Cr", dateFormat: "DD/MM/YY" }, [
        "Date",
        "Narration",
        "Cr",
      ]),
    ).toHaveProperty("date");
  });
});

describe("State Bank of India's XLSX statement", () => {
  it("reads the first sheet under the account rows: text and number amounts, dates like 3 Nov 2026", async () => {
    const rows = (await parseXlsxStatement(await sample("sbi-account-statement.xlsx"), 20_000)) ?? [];
    const header = findHeaderRow(rows);
    expect(header?.headers).toEqual([
      "Txn Date",
      "Value Date",
      "Description",
      "Ref No./Cheque No.",
      "Debit",
      "Credit",
      "Balance",
    ]);
    if (!header) return;
    expect(suggestMapping(header.headers)).toMatchObject({ date: "Txn Date", narration: "Description", credit: "Credit" });
    const mapping = {
      date: "Txn Date",
      narration: "Description",
      reference: "Ref No./Cheque No.",
      credit: "Credit",
      balance: "Balance",
      dateFormat: "DD MMM YYYY" as const,
    };
    const { credits, badRows } = readCredits(rows, header, mapping);
    expect(badRows).toEqual([]);
    expect(credits.map((c) => [c.bookedOn, c.amountPaise, c.reference])).toEqual([
      ["2026-11-01", 245_000, "TRANSFER FROM 3199"],
      ["2026-11-03", 1_899_950, "UTIBN52026110312"],
      ["2026-11-05", 149_900, "630999990000"],
    ]);
  });

  it("refuses a file that is not a workbook", async () => {
    expect(await parseXlsxStatement(Buffer.from("PK\u0003\u0004 not really a zip"), 100)).toBeUndefined();
  });
});

describe("an amount column with a credit/debit marker", () => {
  it("keeps the credits and skips the debits", () => {
    const rows = [
      ["Tran Date", "Particulars", "Amount", "Cr/Dr"],
      ["03-11-2026", "UPI CR", "1,000.00", "CR"],
      ["03-11-2026", "ATM WDL", "500.00", "DR"],
      ["04-11-2026", "NEFT CR", "2,000.00", "Cr."],
    ];
    const header = findHeaderRow(rows);
    if (!header) throw new Error("no header");
    const { credits, badRows } = readCredits(rows, header, {
      date: "Tran Date",
      narration: "Particulars",
      amount: "Amount",
      creditDebit: "Cr/Dr",
      dateFormat: "DD-MM-YYYY",
    });
    expect(badRows).toEqual([]);
    expect(credits.map((c) => c.amountPaise)).toEqual([100_000, 200_000]);
  });
});
