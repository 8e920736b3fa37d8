import type { confirmLinesAnswer, statementImported, statementLayoutNeeded } from "@chhaap/contract/admin/bank-statements";
import type { z } from "zod";

/** The columns a bank layout maps, in the order the mapping form asks for them, with what each holds. */
export const MAPPING_FIELDS = ["date", "narration", "reference", "credit", "amount", "creditDebit", "balance"] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

export const MAPPING_FIELD_LABELS: Record<MappingField, { label: string; hint: string; required: boolean }> = {
  date: {
    label: "Date",
    hint: "The day the bank booked the transaction (the transaction date, not the value date).",
    required: true,
  },
  narration: { label: "Narration", hint: "The description, where the payer's name and the order number appear.", required: true },
  reference: {
    label: "Bank reference",
    hint: "The cheque or reference number column (UTR), if the file has one.",
    required: false,
  },
  credit: {
    label: "Credit (money in)",
    hint: "The deposit or credit column. Leave empty if the file has one amount column.",
    required: false,
  },
  amount: {
    label: "Amount",
    hint: "Only for files with one amount column and a credit/debit column beside it.",
    required: false,
  },
  creditDebit: { label: "Credit or debit", hint: "The column saying CR or DR, with an Amount column.", required: false },
  balance: { label: "Balance", hint: "The closing balance, if the file has one. Not needed for matching.", required: false },
};

/** A statement carried in the mapping form (up to a size), so staff need not choose the file again. */
export interface CarriedFile {
  name: string;
  type: string;
  base64: string;
}

/** The mapping form to show: the file's headers and first rows, the file itself, and what is chosen so far. */
export interface LayoutForm {
  needed: z.infer<typeof statementLayoutNeeded>;
  carried: CarriedFile | null;
  /** By field name (layoutName, date, …, dateFormat): the column chosen, or the API's guess. */
  values: Record<string, string>;
}

/** What the payments page's action answered. */
export type PaymentsResult =
  | {
      intent: "upload";
      ok: boolean;
      message: string;
      errors: Record<string, string>;
      imported?: z.infer<typeof statementImported>;
      layout?: LayoutForm;
    }
  | { intent: "confirm"; ok: boolean; message: string; results: z.infer<typeof confirmLinesAnswer>["results"] }
  | { intent: "match"; ok: boolean; message: string }
  | {
      intent: "assign" | "dismiss";
      lineId: string;
      ok: boolean;
      message: string;
      errors: Record<string, string>;
      values: Record<string, string>;
    }
  | { intent: "unknown"; ok: false; message: string };

/** An answer, with when it came: the same words twice are still announced twice. */
export type PaymentsAnswer = PaymentsResult & { at: number };
