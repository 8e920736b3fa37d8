import { AFTER_SALE_MESSAGES, type ReturnBlock } from "@chhaap/contract/after-sales";
import { type CancelReason, ORDER_MESSAGES } from "@chhaap/contract/orders";
import type { ReturnKind, ReturnReason, ReturnState } from "@chhaap/contract/returns";
import type { Translate } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import { translateShopMessage } from "#app/lib/shop-messages.ts";

/** The words of cancelling, returning and exchanging in the shopper's language. */

export const CANCEL_REASON_TEXT: Record<CancelReason, MessageKey> = {
  changed_mind: "cancelReasonChangedMind",
  wrong_size_or_colour: "cancelReasonWrongSizeOrColour",
  ordered_by_mistake: "cancelReasonOrderedByMistake",
  delivery_too_late: "cancelReasonDeliveryTooLate",
  other: "cancelReasonOther",
};

export const RETURN_KIND_TEXT: Record<ReturnKind, MessageKey> = {
  return: "returnKindReturn",
  exchange: "returnKindExchange",
};

export const RETURN_REASON_TEXT: Record<ReturnReason, MessageKey> = {
  size: "returnReasonSize",
  damaged: "returnReasonDamaged",
  not_as_pictured: "returnReasonNotAsPictured",
  changed_mind: "returnReasonChangedMind",
  other: "returnReasonOther",
};

export const RETURN_STATE_TEXT: Record<ReturnState, MessageKey> = {
  requested: "returnStateRequested",
  approved: "returnStateApproved",
  rejected: "returnStateRejected",
  pickup_booked: "returnStatePickupBooked",
  received: "returnStateReceived",
  refunded: "returnStateRefunded",
  replacement_packed: "returnStateReplacementPacked",
  replacement_shipped: "returnStateReplacementShipped",
  replacement_delivered: "returnStateReplacementDelivered",
};

/** Why a line offers no return link; before delivery nothing is said. */
export const RETURN_BLOCK_TEXT: Record<Exclude<ReturnBlock, "not_delivered">, MessageKey> = {
  window_closed: "returnBlockedWindowClosed",
  request_open: "returnBlockedRequestOpen",
  all_requested: "returnBlockedAllRequested",
};

/** How the shop paid a refund back, as staff record it; a method it does not name shows as written. */
const REFUND_METHOD_TEXT: Record<string, MessageKey> = {
  bank_transfer: "refundMethodBankTransfer",
  upi: "refundMethodUpi",
  cash: "refundMethodCash",
  card: "refundMethodCard",
  other: "refundMethodOther",
};

export function refundMethodText(t: Translate, method: string): string {
  const key = REFUND_METHOD_TEXT[method];
  return key ? t(key) : method;
}

/** The contract's field messages of the cancel and return forms, by their English text. */
const FIELD_TEXT: Record<string, MessageKey> = {
  [ORDER_MESSAGES.cancelReasonRequired]: "orderCancelReasonRequired",
  [ORDER_MESSAGES.cancelNoteTooLong]: "orderCancelNoteTooLong",
  [ORDER_MESSAGES.cancelled]: "orderCancelled",
  [ORDER_MESSAGES.cancelRequested]: "orderCancelRequested",
  [AFTER_SALE_MESSAGES.lineRequired]: "returnLineRequired",
  [AFTER_SALE_MESSAGES.kindRequired]: "returnKindRequired",
  [AFTER_SALE_MESSAGES.quantityInvalid]: "returnQuantityInvalid",
  [AFTER_SALE_MESSAGES.reasonRequired]: "returnReasonRequired",
  [AFTER_SALE_MESSAGES.noteTooLong]: "returnNoteTooLong",
  [AFTER_SALE_MESSAGES.sizeRequired]: "returnSizeRequired",
  [AFTER_SALE_MESSAGES.sizeUnavailable]: "returnSizeUnavailable",
  [AFTER_SALE_MESSAGES.refundToRequired]: "returnRefundToRequired",
  [AFTER_SALE_MESSAGES.upiInvalid]: "returnUpiInvalid",
  [AFTER_SALE_MESSAGES.accountNameRequired]: "returnAccountNameRequired",
  [AFTER_SALE_MESSAGES.accountNumberInvalid]: "returnAccountNumberInvalid",
  [AFTER_SALE_MESSAGES.ifscInvalid]: "returnIfscInvalid",
};

/**
 * A field's message in the shopper's language. The one message that names a number, the pieces a
 * line has left, is said with the number the page knows.
 */
export function afterSaleFieldText(t: Translate, message: string, piecesLeft?: number): string {
  const key = FIELD_TEXT[message];
  if (key) return t(key);
  if (piecesLeft !== undefined && message.startsWith("You can return or exchange at most"))
    return t("returnQuantityMax", { count: piecesLeft });
  return translateShopMessage(t, message);
}
