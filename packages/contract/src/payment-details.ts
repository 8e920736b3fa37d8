/**
 * How an Indian payment handle and bank account are written: the shop's own (shop settings) and a
 * cash-on-delivery customer's, where their refund should go (a return request).
 */

/** Letters, digits and the dots, dashes and underscores of a payment handle, then @ and the bank's handle. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;
/** Indian Financial System Code: the bank's 4 letters, a reserved 0, the branch's 6 letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** 6 to 42 letters or digits, spaces and dashes allowed between them. */
export const ACCOUNT_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{4,40})[A-Za-z0-9]$/;
