import type { ErrorCode } from "@chhaap/contract/error-codes";
import type { Translate } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import { translateShopMessage } from "./shop-messages.ts";

/**
 * The words for each error code the API sends. A `Record` over every code: a code added to the
 * contract fails the build here until it has a translation. Each text names the code's params by
 * the same names (`{limit}`, `{count}`), so the values the API filled in land in the shopper's words.
 */
const ERROR_TEXT: Record<ErrorCode, MessageKey> = {
  "validation.field": "errorValidation",
  "request.malformed": "errorRequestMalformed",
  "request.invalid_json": "errorRequestMalformed",
  "request.empty_body": "errorRequestMalformed",
  "request.bad_url": "errorBadUrl",
  "request.not_found": "errorEndpointNotFound",
  "request.too_large": "errorTooLarge",
  "request.unsupported_type": "errorUnsupportedType",
  "request.headers_too_large": "errorHeadersTooLarge",
  "request.timeout": "errorRequestTimeout",
  "request.form_post_refused": "errorFormPostRefused",
  "request.rate_limited": "accountTooManyRequests",
  "request.foreign_origin": "errorForeignOrigin",
  "upload.file_not_taken": "errorFileNotTaken",
  "upload.form_malformed": "errorFormMalformed",
  "server.error": "errorServer",
  "server.unavailable": "errorUnavailable",
  "server.too_slow": "errorTooSlow",
  "server.database_unreachable": "errorUnavailable",
  "server.starting": "errorUnavailable",
  "auth.login_required": "accountLoginRequired",
  "auth.invalid_credentials": "accountInvalidCredentials",
  "auth.too_many_attempts": "accountTooManyAttempts",
  "auth.reset_link_invalid": "accountResetLinkInvalid",
  "auth.confirm_link_invalid": "accountConfirmLinkInvalid",
  "account.exists": "accountUserExists",
  "account.own_profile_only": "errorOwnProfileOnly",
  "account.current_password_wrong": "accountCurrentPasswordWrong",
  "account.picture_not_image": "accountPictureNotImage",
  "account.picture_too_large": "accountPictureTooLarge",
  "account.password_contains_email": "accountPasswordContainsEmail",
  "account.confirmation_mails_limited": "accountConfirmationMailsLimited",
  "file.not_found": "errorFileNotFound",
  "address.own_only": "errorOwnAddressesOnly",
  "address.limit": "addressTooMany",
  "address.not_found": "addressNotFound",
  "catalog.variant_not_found": "cartVariantNotFound",
  "review.login_required": "reviewLoginRequired",
  "review.duplicate": "reviewDuplicate",
  "review.not_found": "errorReviewNotFound",
  "review.not_yours": "errorReviewNotYours",
  "review.too_many": "reviewTooMany",
  "review.not_received": "reviewOnlyReceived",
  "blog.category_not_found": "errorBlogCategoryNotFound",
  "blog.post_not_found": "errorBlogPostNotFound",
  "page.not_found": "errorPageNotFound",
  "shipping.country_invalid": "errorShippingCountryInvalid",
  "cart.own_only": "errorOwnCartOnly",
  "cart.size_unknown": "cartSizeUnknown",
  "cart.out_of_stock": "cartOutOfStock",
  "cart.only_left": "cartOnlyLeft",
  "cart.line_limit": "cartTooManyLines",
  "cart.duplicate": "alreadyInCart",
  "cart.line_not_found": "cartLineNotFound",
  "cart.empty": "cartEmptyMessage",
  "cart.no_shipping": "cartNoShipping",
  "wishlist.full": "errorWishlistFull",
  "stock_alert.size_unknown": "errorStockAlertSizeUnknown",
  "stock_alert.in_stock": "errorStockAlertInStock",
  "stock_alert.email_required": "errorStockAlertEmailRequired",
  "stock_alert.too_many": "errorStockAlertTooMany",
  "stock_alert.token_unknown": "errorStockAlertTokenUnknown",
  "stock_alert.not_found": "errorStockAlertNotFound",
  "coupon.invalid": "couponInvalid",
  "coupon.not_started": "couponNotStarted",
  "coupon.expired": "couponExpired",
  "coupon.empty_bag": "couponEmptyBag",
  "coupon.minimum_order": "couponMinimum",
  "coupon.used_up": "couponUsedUp",
  "coupon.already_used": "couponAlreadyUsed",
  "coupon.own_only": "errorOwnCouponOnly",
  "coupon.too_many_attempts": "errorCouponTooMany",
  "order.login_required": "loginToPlaceOrder",
  "order.own_only": "errorOwnOrdersOnly",
  "order.not_found": "orderNotFound",
  "order.address_required": "orderAddressRequired",
  "order.address_not_found": "addressNotFound",
  "order.idempotency_key_invalid": "errorIdempotencyKeyInvalid",
  "order.idempotency_key_reused": "errorIdempotencyKeyReused",
  "order.cash_on_delivery_india_only": "orderCashOnDeliveryIndiaOnly",
  "order.card_unavailable": "orderCardUnavailable",
  "order.no_longer_available": "orderNoLongerAvailable",
  "order.payment_evidence_required": "paymentEvidenceRequired",
  "order.payment_snap_not_image": "paymentSnapNotImage",
  "order.payment_snap_too_large": "paymentSnapTooLarge",
  "order.new_evidence_not_wanted": "errorNewEvidenceNotWanted",
  "order.track_not_found": "trackNotFound",
  "order.cancel_not_possible": "errorCancelNotPossible",
  "order.cancel_already_requested": "errorCancelAlreadyRequested",
  "payment.unavailable": "onlinePaymentUnavailable",
  "payment.not_awaiting": "onlinePaymentNotAwaiting",
  "payment.gateway_unreachable": "onlinePaymentGatewayUnreachable",
  "payment.not_verified": "onlinePaymentNotVerified",
  "order.cash_on_delivery_refused": "orderCashOnDeliveryRefused",
  "delivery.pin_malformed": "deliveryPinMalformed",
  "delivery.pin_unknown": "deliveryPinUnknown",
  "delivery.registry_unavailable": "deliveryRegistryUnavailable",
  "checkout.cod_unavailable_here": "errorCheckoutCodUnavailableHere",
  "return.line_not_found": "errorReturnLineNotFound",
  "return.not_delivered": "errorReturnNotDelivered",
  "return.window_closed": "errorReturnWindowClosed",
  "return.request_open": "errorReturnRequestOpen",
  "return.nothing_left": "errorReturnNothingLeft",
  "return.photo_not_image": "errorReturnPhotoNotImage",
  "return.photo_too_large": "errorReturnPhotoTooLarge",
  "return.too_many_photos": "errorReturnTooManyPhotos",
  "invoice.not_issued": "errorInvoiceNotIssued",
  "invoice.state_unknown": "errorInvoiceStateUnknown",
  "credit_note.not_found": "errorCreditNoteNotFound",
  "credit_note.exceeds_invoice": "errorCreditNoteExceedsInvoice",
  "admin.sign_in_required": "errorAdminSignInRequired",
  "admin.staff_only": "errorAdminStaffOnly",
  "admin.owner_only": "errorAdminOwnerOnly",
  "admin.reports_only": "errorAdminReportsOnly",
  "admin.password_change_required": "errorAdminPasswordChangeRequired",
  "admin.two_factor_required": "errorAdminTwoFactorRequired",
  "admin.invalid_credentials": "errorAdminInvalidCredentials",
  "admin.too_many_attempts": "errorAdminTooManyAttempts",
  "admin.code_invalid": "errorAdminCodeInvalid",
  "admin.current_password_wrong": "accountCurrentPasswordWrong",
  "admin.password_contains_email": "accountPasswordContainsEmail",
  "admin.two_factor_already_on": "errorAdminTwoFactorAlreadyOn",
  "admin.two_factor_still_required": "errorAdminTwoFactorStillRequired",
  "admin.two_factor_own_first": "errorAdminTwoFactorOwnFirst",
  "admin.staff_exists": "errorAdminStaffExists",
  "admin.staff_not_found": "errorAdminStaffNotFound",
  "admin.not_yourself": "errorAdminNotYourself",
  "admin.last_owner": "errorAdminLastOwner",
  "admin.enquiry_not_found": "errorAdminEnquiryNotFound",
  "admin.enquiry_answered": "errorAdminEnquiryAnswered",
  "admin.order_not_found": "errorAdminOrderNotFound",
  "admin.order_step_not_allowed": "errorAdminOrderStepNotAllowed",
  "admin.no_payment_screenshot": "errorAdminNoPaymentScreenshot",
  "admin.order_address_locked": "errorAdminOrderAddressLocked",
  "admin.product_not_found": "errorAdminProductNotFound",
  "admin.hsn_required": "errorAdminHsnRequired",
  "admin.category_unknown": "errorAdminCategoryUnknown",
  "admin.tag_unknown": "errorAdminTagUnknown",
  "admin.item_code_taken": "errorAdminItemCodeTaken",
  "admin.colourway_not_found": "errorAdminColourwayNotFound",
  "admin.list_changed": "errorAdminListChanged",
  "admin.menu_unknown": "errorAdminMenuUnknown",
  "admin.category_in_use": "errorAdminCategoryInUse",
  "admin.item_codes_unknown": "errorAdminItemCodesUnknown",
  "upload.picture_not_image": "errorUploadPictureNotImage",
  "upload.picture_too_large": "errorUploadPictureTooLarge",
  "admin.picture_unknown": "errorAdminPictureUnknown",
  "admin.coupon_not_found": "errorAdminCouponNotFound",
  "admin.coupon_code_taken": "errorAdminCouponCodeTaken",
  "admin.coupon_code_locked": "errorAdminCouponCodeLocked",
  "admin.country_not_found": "errorAdminCountryNotFound",
  "admin.country_exists": "errorAdminCountryExists",
  "admin.currency_not_found": "errorAdminCurrencyNotFound",
  "admin.origin_pin_unknown": "errorAdminOriginPinUnknown",
  "admin.district_unknown": "errorAdminDistrictUnknown",
  "admin.cod_exclusion_exists": "errorAdminCodExclusionExists",
  "admin.cod_exclusion_not_found": "errorAdminCodExclusionNotFound",
  "admin.blog_post_not_found": "errorAdminBlogPostNotFound",
  "admin.blog_category_not_found": "errorAdminBlogCategoryNotFound",
  "admin.blog_category_exists": "errorAdminBlogCategoryExists",
  "admin.blog_category_order_mismatch": "errorAdminBlogCategoryOrderMismatch",
  "admin.blog_slug_taken": "errorAdminBlogSlugTaken",
  "admin.blog_date_not_future": "errorAdminBlogDateNotFuture",
  "admin.blog_cover_unknown": "errorAdminBlogCoverUnknown",
  "admin.size_chart_not_found": "errorAdminSizeChartNotFound",
  "admin.review_not_found": "errorReviewNotFound",
  "admin.mail_not_found": "errorAdminMailNotFound",
  "admin.mail_not_failed": "errorAdminMailNotFailed",
  "admin.return_not_found": "errorAdminReturnNotFound",
  "admin.return_step_not_allowed": "errorAdminReturnStepNotAllowed",
  "admin.return_photo_not_found": "errorAdminReturnPhotoNotFound",
  "admin.exchange_sold_out": "errorAdminExchangeSoldOut",
  "admin.gst_hsn_missing": "errorAdminGstHsnMissing",
  "admin.gst_place_unknown": "errorAdminGstPlaceUnknown",
  "admin.gst_gstin_invalid": "errorAdminGstGstinInvalid",
  "statement.file_required": "errorStatementFileRequired",
  "statement.file_too_large": "errorStatementFileTooLarge",
  "statement.file_unreadable": "errorStatementFileUnreadable",
  "statement.no_header_row": "errorStatementNoHeaderRow",
  "statement.layout_unknown": "errorStatementLayoutUnknown",
  "statement.bad_rows": "errorStatementBadRows",
  "statement.line_not_found": "errorStatementLineNotFound",
  "statement.line_moved_on": "errorStatementLineMovedOn",
  "statement.order_not_waiting": "errorStatementOrderNotWaiting",
};

/** A code this build knows, read from an answer (a newer API may send codes this page has no words for). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_TEXT, value);
}

/** A refusal as the pages pass it on: its code and the values its message names. */
export interface ErrorReason {
  code: ErrorCode;
  params: Readonly<Record<string, string | number>>;
}

/** What an error answer carries that a screen needs: its code and params, and the English message. */
export interface ErrorAnswer {
  code?: ErrorCode | null;
  params?: Readonly<Record<string, string | number>> | null;
  message?: string | null;
}

/**
 * An error answer in the shopper's language. A field refusal (`validation.field`) shows the field's
 * own message, which comes from the contract's schemas that also check the forms in the browser;
 * every other code has its text. No code (the network failed, or the answer was not the shop's
 * envelope) shows `fallback`.
 */
export function errorText(t: Translate, error: ErrorAnswer, fallback: MessageKey = "somethingWentWrong"): string {
  const { code, params, message } = error;
  if (!code || !isErrorCode(code)) return t(fallback);
  if (code === "validation.field" && message) return translateShopMessage(t, message);
  return t(ERROR_TEXT[code], params ?? undefined);
}

/** The text for an action's refused answer (its `error` as the API gave it), else `fallback`. */
export function refusalText(
  t: Translate,
  answer: { message: string | null; error?: ErrorReason | null },
  fallback: MessageKey = "somethingWentWrong",
): string {
  return errorText(t, { ...answer.error, message: answer.message }, fallback);
}
