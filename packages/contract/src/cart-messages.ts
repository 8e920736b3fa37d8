/**
 * Bag and coupon messages without their schemas: the browser can translate them without loading zod.
 */

export const CART_MESSAGES = {
  // HTTP 409 means a duplicate line.
  duplicate: "This item is already in your bag.",
  added: "Item added to your bag.",
  updated: "Quantity updated.",
  deleted: "Item removed from your bag.",
  deletedMany: "Items removed from your bag.",
  merged: "Your saved bag has been merged.",
  ownCartOnly: "You can only use your own bag.",
  lineNotFound: "That item is not in your bag.",
  variantNotFound: "Product not found",
  sizeRequired: "Please select a size.",
  sizeUnknown: "Please choose one of the sizes offered for this product.",
  quantityInvalid: "Quantity must be a whole number of at least 1.",
  outOfStock: "Sorry, this size is out of stock.",
  tooManyLines: "Your bag can hold up to 50 different items.",
  empty: "Your bag is empty.",
  addressNotFound: "Address not found",
  noShipping: "We do not ship to that country yet. Please choose another delivery address or contact us.",
} as const;

export const COUPON_MESSAGES = {
  // Coupon.
  applied: "Coupon code applied successfully.",
  removed: "Coupon removed.",
  invalid: "Invalid Coupon Code",
  expired: "This coupon has expired.",
  notStarted: "This coupon is not active yet.",
  usedUp: "This coupon has reached its usage limit.",
  alreadyUsed: "You have already used this coupon.",
  emptyBag: "Add items to your bag before applying a coupon.",
  ownCouponOnly: "You can only apply coupons to your own bag.",
} as const;
