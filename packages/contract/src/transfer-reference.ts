import { withoutInvisibleFormatting } from "./text-rules.ts";

/**
 * The bank's reference of a manual transfer, as a shopper types it and as the shop checks it
 * (decision 0052): normalised (upper case, without spaces, dashes, invisible characters or a leading
 * label such as "UTR", "RRN", "UPI Ref No.", "#"), then read by its
 * format. A UPI payment and an IMPS transfer both carry a 12-digit reference (the UTR / RRN); NEFT a
 * 16-character UTR (bank code, "N", 11 digits); RTGS a 22-character one (bank code, "R", 17 characters).
 */
export const TRANSFER_REFERENCE_KINDS = ["upi_imps", "neft", "rtgs", "other"] as const;
export type TransferReferenceKind = (typeof TRANSFER_REFERENCE_KINDS)[number];

export const TRANSFER_REFERENCE_KIND_LABELS: Record<TransferReferenceKind, string> = {
  upi_imps: "UPI / IMPS reference (12 digits)",
  neft: "NEFT UTR (16 characters)",
  rtgs: "RTGS UTR (22 characters)",
  other: "Other reference (not a format the shop can check)",
};

/** One message for every refused reference: it says what each kind looks like, so the shopper can compare. */
export const TRANSFER_REFERENCE_MESSAGE =
  "Please check the transaction reference: a UPI or IMPS reference (UTR) is 12 digits, a NEFT UTR 16 characters (like HDFCN52026112812), an RTGS UTR 22; a transfer from abroad 6 to 35 letters and digits, with at least one digit.";

/**
 * What a shopper may put before the reference itself: "UTR", "UTR No.", "RRN", "UPI Ref No:", "Ref",
 * "Txn ID", "No.", "#". A word that only begins like one ("REFUND77") is not a label.
 */
const LABEL = /^(?:(?:UPI\s*)?(?:UTR|RRN|REF|TXN\s*ID)(?:\s*NO\b\.?)?|NO\.|#)(?:\s*[:#.]\s*|\s+|(?=\d))/;

/** Zero-width and direction marks copied along from a banking app, and the joiners text-rules.ts keeps for Indic spelling. */
function withoutInvisible(typed: string): string {
  return withoutInvisibleFormatting(typed).replace(/[\u200c\u200d]/g, "");
}

/** The reference as the bank prints it: trimmed, upper case, without a label, invisible characters, spaces, dashes, slashes or "#". */
export function normaliseTransferReference(typed: string): string {
  return withoutInvisible(typed)
    .trim()
    .toUpperCase()
    .replace(LABEL, "")
    .replace(/[\s\-/#]/g, "");
}

export type ReadTransferReference = { ok: true; reference: string; kind: TransferReferenceKind } | { ok: false; message: string };

/**
 * Reads a typed reference by its format. A reference has at least one digit: words alone ("RAZORPAY",
 * "NEFT", "SALARY") are what a bank prints beside other people's credits, never a transfer's own
 * reference, and would match them on the statement. Near misses of a format the shop knows (digits that are not 12,
 * a bank code and "N" or "R" of the wrong length) are refused rather than taken as "other": they are
 * almost always a digit dropped or added while copying.
 */
export function readTransferReference(typed: string): ReadTransferReference {
  const reference = normaliseTransferReference(typed);
  const refused = { ok: false, message: TRANSFER_REFERENCE_MESSAGE } as const;
  if (!/^[A-Z0-9]{6,35}$/.test(reference) || !/\d/.test(reference)) return refused;
  if (/^\d{12}$/.test(reference)) return { ok: true, reference, kind: "upi_imps" };
  if (/^[A-Z]{4}N\d{11}$/.test(reference)) return { ok: true, reference, kind: "neft" };
  if (/^[A-Z]{4}R[A-Z0-9]{17}$/.test(reference)) return { ok: true, reference, kind: "rtgs" };
  const nearMiss =
    /^\d+$/.test(reference) || /^[A-Z]{4}N\d+$/.test(reference) || /^[A-Z]{4}R[A-Z]?\d{6,}[A-Z0-9]*$/.test(reference);
  return nearMiss ? refused : { ok: true, reference, kind: "other" };
}
