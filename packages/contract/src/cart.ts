import { z } from "zod";
import { CART_MESSAGES, COUPON_MESSAGES } from "./cart-messages.ts";
import { errorFields, errorParamValues } from "./envelope.ts";
import { ERROR_CODES } from "./error-codes.ts";

export { CART_MESSAGES, COUPON_MESSAGES } from "./cart-messages.ts";

/**
 * The server cart, the guest-cart merge and the checkout summary (ours), and
 * the coupon call. Money is INR in rupees; every amount is computed by the server.
 */

/** "Only 2 left in size M." */
export function onlyLeftMessage(available: number, size: string): string {
  return `Only ${available} left in size ${size}.`;
}

import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-limits.ts";

export { MAX_CART_LINES, MAX_LINE_QUANTITY };

/** A JSON number: `true`, `[1]` or `"0x10"` are not quantities, however JavaScript would coerce them. */
const quantity = z
  .number({ error: CART_MESSAGES.quantityInvalid })
  .int(CART_MESSAGES.quantityInvalid)
  .min(1, CART_MESSAGES.quantityInvalid)
  .max(MAX_LINE_QUANTITY, CART_MESSAGES.quantityInvalid);

const size = z.string({ error: CART_MESSAGES.sizeRequired }).trim().min(1, CART_MESSAGES.sizeRequired).max(40);

export const cartUserParams = z.object({ userId: z.string() });
export const cartIdParams = z.object({ cartId: z.string() });
export const cartLineIdParams = z.object({ id: z.string() });

/** `GET /api/cart/{userId}`: clients read `data._id`. */
export const cartRef = z.object({ _id: z.string(), userId: z.string() });

/** `POST /api/cart-item`; quantity defaults to 1. */
export const addCartLine = z.object({
  cartId: z.string({ error: "cartId is required." }),
  product_variant_id: z.string({ error: CART_MESSAGES.variantNotFound }),
  size,
  quantity: quantity.default(1),
});

/** `PUT /api/cart-item/{id}`. */
export const updateCartLine = z.object({ quantity });

/** `POST /api/cart-item/cartdeletemany`: ids of lines; the bag's own id empties the whole bag. */
export const deleteCartLines = z.object({ cartIds: z.array(z.string()).max(MAX_CART_LINES * 2) });

/** `POST /api/cart/merge` (ours): the guest cart of browser storage, when a guest logs in or registers. */
export const mergeCart = z.object({
  lines: z
    .array(
      z.object({
        product_variant_id: z.string(),
        size: z.string().max(40),
        quantity: quantity.default(1),
      }),
    )
    .max(MAX_CART_LINES),
});

export const mergeResult = z.object({
  /** Lines added or raised. */
  merged: z.number().int(),
  /** Guest lines that could not be kept, and why (unknown product, size gone, out of stock, bag full). */
  skipped: z.array(z.object({ product_variant_id: z.string(), size: z.string(), reason: z.string() })),
  count: z.number().int(),
});

/** `product_variant_id` populated with what the bag and checkout show. */
const cartVariant = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string() }),
  price: z.number(),
  salePrice: z.number(),
  discount: z.number().int(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  item_code: z.string(),
  stock: z.object({ status: z.enum(["in_stock", "low_stock", "out_of_stock"]) }),
  size: z.array(z.object({ sizeName: z.string(), inStock: z.boolean() })),
  /** Weight in kg of one packed piece. */
  attributes: z.object({ weight: z.number(), color: z.string(), material: z.string() }),
});

export const cartLine = z.object({
  _id: z.string(),
  cartId: z.string(),
  product_variant_id: cartVariant,
  size: z.string(),
  quantity: z.number().int(),
});
export type CartLine = z.infer<typeof cartLine>;

/** `GET /api/cart/summary` (ours): what checkout shows, computed by the server. */
export const cartSummaryQuery = z.object({
  /** Delivery address: shipping is the per-kg charge of its country. */
  addressId: z.string().optional(),
  /** Or a country (before an address is chosen). */
  countryId: z.string().optional(),
  /** A code to judge; without it the coupon kept with the bag is judged (not for a BUY NOW). */
  couponCode: z.string().max(40).optional(),
  /** BUY NOW: the summary of this cart line alone. */
  lineId: z.string().min(1).max(64).optional(),
});

export const cartSummary = z.object({
  cartId: z.string(),
  lines: z.array(cartLine),
  total_bag_items: z.number().int(),
  /** Sale-price subtotal. */
  subtotal: z.number(),
  /** List-price subtotal, for the struck-through total. */
  listTotal: z.number(),
  /** Sum of weight x quantity, kg, 2 decimals. */
  cart_weight: z.number(),
  /** Per-kg charge x weight; null until a delivery country is known. */
  shipping_charges: z.number().nullable(),
  shipping_per_kg: z.number().nullable(),
  countryName: z.string().nullable(),
  discount: z.number(),
  coupon: z
    .object({
      code: z.string(),
      applied: z.boolean(),
      message: z.string(),
      /** Why a code that does not apply is refused, as an error code and its values (absent when applied). */
      reason: z.object({ code: z.enum(ERROR_CODES), params: errorParamValues.optional() }).optional(),
      /** The bag's kept coupon stopped applying (its `message` says why) and has been let go. */
      dropped: z.boolean(),
    })
    .nullable(),
  /** subtotal + shipping - discount. */
  total: z.number(),
  /** Cash on delivery is offered for the chosen delivery address (India only) and to this customer. */
  cash_on_delivery: z.boolean(),
  /**
   * Cash on delivery is refused to this customer (ours): as many of their parcels came back undelivered
   * as the shop allows. The bank transfer stays open.
   */
  cash_on_delivery_refused: z.boolean(),
  /**
   * Cash on delivery is not taken at the chosen Indian address's PIN code or district (ours; decision
   * 0057), with the shop's reason when it gave one; null where it is, or with no address chosen.
   * `cash_on_delivery` is then false too.
   */
  cash_on_delivery_refused_here: z.object({ reason: z.string().nullable() }).nullable(),
  /** Whether the parcel stays in India (UPI, domestic couriers) or goes abroad (SWIFT transfer); null until a country is known. */
  delivery_zone: z.enum(["india", "abroad"]).nullable(),
  /**
   * The number the order will carry, known before it is placed: the one reference of the bank
   * transfer (UPI note, QR code, page and mail). Null for an empty bag.
   */
  order_number: z.string().nullable(),
});
export type CartSummary = z.infer<typeof cartSummary>;

// ---------------------------------------------------------------- coupons

/** "Add items worth ₹1,500 or more to use this coupon." */
export function minimumOrderMessage(minimum: string): string {
  return `Add items worth ${minimum} or more to use this coupon.`;
}

/** `POST /api/couponcode/applyCoupon`: `salePrice` is accepted and ignored (the server cart decides). */
export const applyCoupon = z.object({
  code: z.string({ error: COUPON_MESSAGES.invalid }).trim().min(1, COUPON_MESSAGES.invalid).max(40, COUPON_MESSAGES.invalid),
  salePrice: z.unknown().optional(),
  userId: z.string().optional(),
});

export const couponResult = z.object({
  status: z.boolean(),
  message: z.string(),
  /** Rupees off the sale-price subtotal; 0 when refused. */
  discount: z.number(),
  data: z.object({ code: z.string(), discount: z.number(), subtotal: z.number(), total_after_discount: z.number() }).optional(),
});

/** A refused code (400): the error answer, with `discount: 0`; a malformed body also carries per-field `errors`. */
export const couponRefusal = z.object({ ...errorFields, discount: z.number().optional() });
