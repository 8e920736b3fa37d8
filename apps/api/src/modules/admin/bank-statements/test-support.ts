import ExcelJS from "exceljs";

/** One transaction of an SBI statement: dates as SBI prints them ("3 Nov 2026"), amounts as text or numbers. */
export interface SbiRow {
  date: string;
  description: string;
  ref: string;
  debit?: string | number;
  credit?: string | number;
  balance: string | number;
}

/**
 * An account statement as State Bank of India's net banking downloads it (Excel): account rows, the
 * transaction header, the transactions, and the closing note.
 */
export async function sbiStatementXlsx(rows: SbiRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  sheet.addRows([
    ["Account Name", ":", "DEMO BLOCK PRINTS"],
    ["Address", ":", "12 CRAFTS LANE, BHUJ"],
    ["Date", ":", "8 Nov 2026"],
    ["Account Number", ":", "00000039876543210"],
    ["Account Description", ":", "CURRENT ACCOUNT"],
    ["Branch", ":", "BHUJ"],
    ["IFS Code", ":", "SBIN0000999"],
    ["Balance as on 1 Nov 2026", ":", "50,000.00"],
    [],
    ["Account Statement from 1 Nov 2026 to 7 Nov 2026"],
    [],
    ["Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"],
    ...rows.map((row) => [row.date, row.date, row.description, row.ref, row.debit ?? " ", row.credit ?? " ", row.balance]),
    ["**This is a computer generated statement and does not require a signature"],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the committed sample `samples/sbi-account-statement.xlsx`. */
export const SBI_SAMPLE_ROWS: SbiRow[] = [
  {
    date: "1 Nov 2026",
    description: "BY TRANSFER-UPI/CR/630712345678/KAVYA/HDFC/kavya@oksbi/CHP7K4MQ9XD",
    ref: "TRANSFER FROM 3199",
    credit: "2,450.00",
    balance: "52,450.00",
  },
  {
    date: "2 Nov 2026",
    description: "TO TRANSFER-INB ELECTRICITY BILL",
    ref: "IB02112026",
    debit: "1,180.00",
    balance: "51,270.00",
  },
  {
    date: "3 Nov 2026",
    description: "BY TRANSFER-NEFT*UTIB0000123*UTIBN52026110312*SURESH PATEL",
    ref: "UTIBN52026110312",
    credit: 18999.5,
    balance: 70269.5,
  },
  {
    date: "5 Nov 2026",
    description: "BY TRANSFER-IMPS/630999990000/ANJALI/SBI",
    ref: "630999990000",
    credit: "1,499.00",
    balance: "71,768.50",
  },
];
