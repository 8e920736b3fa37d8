/**
 * Order messages without their schemas: the browser can translate them without loading zod.
 */

export const ORDER_MESSAGES = {
  // Order placed; the bank-transfer checkout reads the same status and message.
  placed: "Order placed successfully!",
  loginRequired: "You need to log in to place an order.",
  ownOrdersOnly: "You can only see your own orders.",
  notFound: "Order not found",
  addressRequired: "Please select a delivery address.",
  addressNotFound: "Address not found",
  // Payment step.
  paymentEvidenceRequired: "Please upload a payment snapshot OR enter a transaction/reference ID.",
  paymentSnapNotImage: "Please upload the payment screenshot as a JPEG, PNG or WebP image.",
  paymentSnapTooLarge: "The payment screenshot must be 5 MB or smaller.",
  cardUnavailable: "Card payment is not available yet. Please choose cash on delivery.",
  paymentMethodInvalid: "Please choose cash on delivery.",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different order. Send a new key for a new order.",
  cashOnDeliveryIndiaOnly: "Cash on delivery is available for delivery addresses in India only. Please pay by bank transfer.",
  newEvidenceNotWanted: "This order is not waiting for new payment evidence.",
  newEvidenceSent: "Thank you: we will check the new payment evidence and confirm your order.",
  idempotencyKeyInvalid: "The Idempotency-Key header must be 1 to 100 letters, digits, dots, colons, dashes or underscores.",
  // Cancelling (ours): at once before the day's cut-off, else a request staff answer.
  cancelled: "Your order is cancelled. If you paid for it, we will refund you.",
  cancelRequested: "We have your request to cancel. Your order may already be on the packing table: we will mail you our answer.",
  cancelNotPossible:
    "This order can no longer be cancelled: it has been packed or sent, or is already cancelled. Once it is delivered you can ask for a return or an exchange.",
  cancelAlreadyRequested: "You have already asked us to cancel this order. We will mail you our answer.",
  cancelReasonRequired: "Please choose why you are cancelling.",
  cancelNoteTooLong: "Please keep this under 500 characters.",
  cashOnDeliveryRefused:
    "Cash on delivery is not available on your account because earlier cash-on-delivery parcels came back to us undelivered. Please pay by bank transfer.",
  // Track order (ours): the same answer for an unknown number and a wrong e-mail.
  trackNotFound: "We could not find an order with that e-mail and order number.",
  trackFieldsRequired: "Please enter your e-mail and order number.",
} as const;
