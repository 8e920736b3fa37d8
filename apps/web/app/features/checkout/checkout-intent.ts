import { PAYMENT_METHODS } from "@chhaap/contract/orders";
import { z } from "zod";
import { applyCouponIntent } from "#app/features/cart/index.server.ts";
import type { ErrorReason } from "#app/lib/error-text.ts";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * What checkout's and /place-order's forms may ask their actions to do, one `intent` each. The new
 * address's own fields are read by the address book's schema (save-checkout-address.server.ts).
 */
export const checkoutIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("address") }),
  // BUY NOW of one item, carried through login in the URL: it joins the bag and checkout continues with that line.
  z.object({ intent: z.literal("buy-now"), buy: z.string().max(160) }),
  // The same coupon form as the bag's.
  applyCouponIntent,
  z.object({
    intent: z.literal("place-order"),
    /** One per checkout: a double click or a retry after a lost answer places one order. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/),
    addressId: optionalText(64),
    billingAddressId: optionalText(64),
    payment_method: z.enum(PAYMENT_METHODS),
    couponCode: optionalText(40),
    currency: optionalText(10),
    lineId: optionalText(64),
    payment_id: optionalText(120),
    // A file input left empty still sends an empty, nameless file.
    payment_snap: z
      .instanceof(File)
      .optional()
      .transform((file) => (file && file.size > 0 ? file : undefined)),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
  }),
]);

/** A checkout action's answer to BUY NOW, a coupon or an order; `at` makes each answer announced once. */
export interface CheckoutAnswer {
  intent: "buy-now" | "apply-coupon" | "place-order";
  ok: boolean;
  /** The API's status; 0 when it gave no answer. */
  status: number;
  message: string | null;
  /** A refusal's code and params (lib/error-text.ts). */
  error?: ErrorReason | null;
  /** place-order refused: the API's message per field (payment_id: a reference it cannot accept). */
  fieldErrors?: Record<string, string>;
  at: number;
  /** place-order: the new order's number. */
  orderNumber?: string;
  /**
   * place-order paid online: the gateway's page to pay on, or null when none could be made yet (the
   * order page then offers to pay). Absent for other ways to pay.
   */
  payUrl?: string | null;
  /** buy-now: the bag line to check out alone. */
  lineId?: string;
  /** apply-coupon: the code as the server keeps it. */
  code?: string;
}
