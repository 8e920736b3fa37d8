import { readFile } from "node:fs/promises";
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { parseCsvStatement } from "./parse-csv.ts";
import { parseXlsxStatement } from "./parse-xlsx.ts";
import { findHeaderRow, mappingProblems, readCredits, suggestMapping } from "./statement-rows.ts";
import { readAmount, readDate } from "./statement-values.ts";
import { sbiStatementXlsx } from "./test-support.ts";

const sample = (name: string) => readFile(new URL(`./samples/${name}`, import.meta.url));
/** Far in the future: no sample row is dated after it. */
const TODAY = "2099-12-31";

async function xlsxRows(file: Buffer): Promise<string[][]> {
  const read = await parseXlsxStatement(file, 20_000);
  if (!("rows" in read)) throw new Error(`refused: ${read.refused}`);
  return read.rows;
}

/** A zip of one deflated part, whose central directory may understate what it unpacks to. */
function zipOf(name: string, content: Buffer, declaredSize = content.length): Buffer {
  const data = deflateRawSync(content);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(20, 4);
  entry.writeUInt16LE(20, 6);
  entry.writeUInt16LE(8, 10);
  entry.writeUInt32LE(data.length, 20);
  entry.writeUInt32LE(declaredSize, 24);
  entry.writeUInt16LE(nameBytes.length, 28);
  entry.writeUInt32LE(0, 42);
  const directoryAt = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(entry.length + nameBytes.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, nameBytes, data, entry, nameBytes, end]);
}

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
    const { credits, badRows } = readCredits(rows, header, mapping, TODAY);
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
    const { credits, badRows } = readCredits(rows, header, mapping, TODAY);
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
    const rows = await xlsxRows(await sample("sbi-account-statement.xlsx"));
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
    const { credits, badRows } = readCredits(rows, header, mapping, TODAY);
    expect(badRows).toEqual([]);
    expect(credits.map((c) => [c.bookedOn, c.amountPaise, c.reference])).toEqual([
      ["2026-11-01", 245_000, "TRANSFER FROM 3199"],
      ["2026-11-03", 1_899_950, "UTIBN52026110312"],
      ["2026-11-05", 149_900, "630999990000"],
    ]);
  });

  it("refuses a file that is not a workbook", async () => {
    expect(await parseXlsxStatement(Buffer.from("PK\u0003\u0004 not really a zip"), 100)).toEqual({ refused: "unreadable" });
  });

  it("refuses, before loading it, a small workbook with a cell in the last column on 20,000 rows", async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `<row r="${i + 2}"><c r="XFD${i + 2}"><v>1</v></c></row>`);
    const sheet = `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Txn Date</t></is></c></row>${rows.join("")}</sheetData></worksheet>`;
    const file = zipOf("xl/worksheets/sheet1.xml", Buffer.from(sheet));
    expect(file.length).toBeLessThan(150_000);
    const started = performance.now();
    expect(await parseXlsxStatement(file, 20_000)).toEqual({ refused: "too_wide" });
    expect(performance.now() - started).toBeLessThan(2_000);
    // The same without cell places: cells that follow one another to column 65.
    const row = `<row>${"<c><v>1</v></c>".repeat(65)}</row>`;
    const unplaced = zipOf("xl/worksheets/sheet1.xml", Buffer.from(`<worksheet><sheetData>${row}</sheetData></worksheet>`));
    expect(await parseXlsxStatement(unplaced, 20_000)).toEqual({ refused: "too_wide" });
  });

  it("refuses a workbook that unpacks to more than 50 MB, whatever size its directory declares", async () => {
    const bomb = Buffer.alloc(60 * 1024 * 1024, 0x20);
    expect(await parseXlsxStatement(zipOf("xl/sharedStrings.xml", bomb), 20_000)).toEqual({ refused: "too_large" });
    expect(await parseXlsxStatement(zipOf("xl/sharedStrings.xml", bomb, 1_000), 20_000)).toEqual({ refused: "too_large" });
  });

  it("reads an amount stored with floating-point noise as its paise", async () => {
    const file = await sbiStatementXlsx([
      {
        date: "3 Nov 2026",
        description: "BY TRANSFER-NEFT",
        ref: "UTIBN52026110399",
        credit: 1234.5000000001,
        balance: 5678.1299999999,
      },
    ]);
    const rows = await xlsxRows(file);
    const header = findHeaderRow(rows);
    if (!header) throw new Error("no header");
    const mapping = {
      date: "Txn Date",
      narration: "Description",
      credit: "Credit",
      balance: "Balance",
      dateFormat: "DD MMM YYYY" as const,
    };
    const { credits, badRows } = readCredits(rows, header, mapping, TODAY);
    expect(badRows).toEqual([]);
    expect(credits.map((c) => c.amountPaise)).toEqual([123_450]);
  });
});

describe("rows the shop cannot take", () => {
  const header = { index: 0, headers: ["Date", "Narration", "Deposit", "Balance"], signature: "" };
  const mapping = {
    date: "Date",
    narration: "Narration",
    credit: "Deposit",
    balance: "Balance",
    dateFormat: "DD/MM/YYYY" as const,
  };

  it("names a credit above ₹2.14 crore (more than the shop records) and a row dated after today", () => {
    const rows = [
      header.headers,
      ["27/11/2026", "NEFT CR", "2,14,74,836.47", ""],
      ["27/11/2026", "RTGS CR", "2,14,74,836.48", ""],
      ["28/11/2026", "UPI CR", "500.00", ""],
      ["29/11/2026", "UPI CR", "600.00", ""],
    ];
    const read = readCredits(rows, header, mapping, "2026-11-28");
    expect(read.credits.map((c) => c.amountPaise)).toEqual([2_147_483_647, 50_000]);
    expect(read).toMatchObject({ badRows: [], tooLargeRows: [3], futureRows: [5] });
  });

  it("knows a line of the CSV and of the XLSX of one statement as one, whatever the balance's format", async () => {
    const row = { date: "3 Nov 2026", description: "BY TRANSFER-NEFT*UTIB0000123*SURESH", ref: "UTIBN52026110312" };
    const fromWorkbook = await xlsxRows(await sbiStatementXlsx([{ ...row, credit: 18999.5, balance: 70269.5 }]));
    const csvRows = parseCsvStatement(
      Buffer.from(
        [
          "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
          `${row.date},${row.date},${row.description},${row.ref},,"18,999.50","70,269.50"`,
        ].join("\n"),
      ),
      100,
    );
    const sbi = {
      date: "Txn Date",
      narration: "Description",
      reference: "Ref No./Cheque No.",
      credit: "Credit",
      balance: "Balance",
    };
    const read = (rows: string[][] | undefined) => {
      const header = findHeaderRow(rows ?? []);
      if (!rows || !header) throw new Error("no header");
      return readCredits(rows, header, { ...sbi, dateFormat: "DD MMM YYYY" }, TODAY).credits;
    };
    const [fromXlsx] = read(fromWorkbook);
    const [fromCsv] = read(csvRows);
    expect(fromXlsx?.amountPaise).toBe(1_899_950);
    expect(fromCsv?.fingerprint).toBe(fromXlsx?.fingerprint);
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
    const { credits, badRows } = readCredits(
      rows,
      header,
      { date: "Tran Date", narration: "Particulars", amount: "Amount", creditDebit: "Cr/Dr", dateFormat: "DD-MM-YYYY" },
      TODAY,
    );
    expect(badRows).toEqual([]);
    expect(credits.map((c) => c.amountPaise)).toEqual([100_000, 200_000]);
  });
});
