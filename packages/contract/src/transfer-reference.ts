/**
 * The bank's reference of a manual transfer, as a shopper types it and as the shop checks it
 * (decision 0052): normalised (upper case, without spaces, dashes or a leading "UTR"), then read by its
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
