import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { registerCsv } from "./csv.ts";
import type { RegisterRow } from "./service.ts";

async function csvOf(batches: RegisterRow[][]): Promise<string> {
  const chunks: string[] = [];
  for await (const chunk of registerCsv(
    (async function* () {
      yield* batches;
    })(),
  ))
    chunks.push(chunk);
  return chunks.join("");
}

const NOTE_ROW: RegisterRow = {
  voucherType: "Credit Note",
  number: "CN/26-27/000001",
  date: "28-11-2026",
  party: '=HYPERLINK("http://x")',
  placeOfSupply: "Gujarat (24)",
  hsn: "6214",
  description: "+Stole, Indigo, M",
  quantity: 2,
  uqc: "PCS",
  rate: 5,
  amounts: { taxable: -361_714, cgst: -9_043, sgst: -9_043, igst: 0, amount: -379_800 },
};

describe("GST register CSV", () => {
  it("guard text a spreadsheet would run as a formula, and keep amounts as signed numbers with two decimals", async () => {
    const [, row] = parse(await csvOf([[NOTE_ROW]])) as string[][];
    expect(row).toEqual([
      "Credit Note",
      "CN/26-27/000001",
      "28-11-2026",
      '\'=HYPERLINK("http://x")',
      "",
      "Gujarat (24)",
      "6214",
      "'+Stole, Indigo, M",
      "2",
      "PCS",
      "-3617.14",
      "5",
      "-90.43",
      "-90.43",
      "0.00",
      "-3798.00",
    ]);
  });

  it("write one header and then every batch's rows in order, as one CSV", async () => {
    const second = { ...NOTE_ROW, number: "CN/26-27/000002" };
    const rows = parse(await csvOf([[NOTE_ROW], [], [second]])) as string[][];
    expect(rows.map((row) => row[1])).toEqual(["Voucher Number", "CN/26-27/000001", "CN/26-27/000002"]);
  });
});
