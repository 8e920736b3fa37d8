import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { guardCsvCell, unguardCsvCell } from "./csv-cells.ts";
import { readSheet } from "./csv-import-plan.ts";

const RISKY = ['=HYPERLINK("http://evil.test")', "+91 Saree", "-2+3+cmd|' /C calc'!A0", "@SUM(A1)", "\tTabbed", "\rReturn"];
const PLAIN = ["Ajrakh Saree", "M", "Free Size", "AJ-SAR-0001-IN", "2.5 m", "", "It's madder", "1-2 yrs"];
/** Values that already look guarded: only a round trip that quotes them again gives them back. */
const QUOTED = ["'=A1", "''-5", "'plain", "'"];

describe("the CSV formula guard", () => {
  it("puts a quote before cells a spreadsheet would run, and nowhere else", () => {
    for (const value of RISKY) expect(guardCsvCell(value)).toBe(`'${value}`);
    for (const value of PLAIN) expect(guardCsvCell(value)).toBe(value);
    expect(guardCsvCell("'=A1")).toBe("''=A1");
    expect(guardCsvCell("'plain")).toBe("'plain");
  });

  it("gives back exactly what was guarded", () => {
    for (const value of [...RISKY, ...PLAIN, ...QUOTED]) expect(unguardCsvCell(guardCsvCell(value))).toBe(value);
  });

  it("reads an exported sheet back losslessly, negative numbers included", () => {
    const header = ["item_code", "product", "colour", "size", "stock", "price", "sale_price"];
    // As the export writes rows: text cells guarded, numbers as they are.
    const row = (text: string[], numbers: string[]) => [...text.map(guardCsvCell), ...numbers];
    const exported = stringify([
      header,
      row(["AJ-1", "=Mango Saree", "-Indigo-", "@home"], ["3", "1200.00", "999.00"]),
      row(["AJ-1", "=Mango Saree", "-Indigo-", "'=quoted"], ["2", "1200.00", "999.00"]),
      // A negative stock typed into the sheet and guarded there: read as -2, which the import refuses.
      row(["AJ-2", "Stole", "Red", "Free"], ["'-2", "", ""]),
    ]);
    expect(exported).toContain("'=Mango Saree");
    expect(exported).toContain("'-Indigo-");
    expect(exported).toContain("'@home");
    const sheet = readSheet(exported);
    if ("error" in sheet) throw new Error(sheet.error);
    expect(sheet.rows[0]).toMatchObject({ product: "=Mango Saree", colour: "-Indigo-", size: "@home", stock: "3" });
    expect(sheet.rows[1]?.size).toBe("'=quoted");
    expect(sheet.rows[2]?.stock).toBe("-2");
  });
});
