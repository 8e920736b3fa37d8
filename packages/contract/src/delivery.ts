import { z } from "zod";
import { DELIVERY_VARIANTS_MAX, DELIVERY_ZONES } from "./delivery-rules.ts";
import { isUuid } from "./ids.ts";

export { type DeliveryZone, PIN_CODE_PATTERN } from "./delivery-rules.ts";

/**
 * The delivery promise by PIN code (decision 0057): whether the shop delivers to an Indian PIN code,
 * whether it takes cash on delivery there, and the days a parcel ordered now arrives between.
 */

export const DELIVERY_MESSAGES = {
  pinMalformed: "A PIN code is 6 digits, the first of them not 0, such as 110001.",
  pinUnknown: "We do not know this PIN code. Please check it; if it is new, the shop can still deliver there.",
  tooManyVariants: "Ask about at most 50 pieces at once.",
  codUnavailableHere: "Cash on delivery is not available for this PIN code",
  registryUnavailable: "PIN codes cannot be checked just now. Please try again in a minute.",
} as const;

/** `GET /api/delivery/pin/{pin}`: the path's PIN code, checked in the handler for its own error code. */
export const deliveryPinParams = z.object({ pin: z.string().max(20) });

/**
 * Its query: `variant` repeatable, the pieces asked about. Ids that are not uuids name no piece and are
 * ignored like unknown ones; more than 50 are refused.
 */
export const deliveryPinQuery = z.object({
  variant: z
    .preprocess(
      (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]),
      z.array(z.string().max(64)).max(DELIVERY_VARIANTS_MAX, DELIVERY_MESSAGES.tooManyVariants),
    )
    .transform((ids) => [...new Set(ids.map((id) => id.trim().toLowerCase()).filter(isUuid))]),
});

export const deliveryPromise = z.object({
  pinCode: z.string(),
  /** A post office of the PIN code (in a city, one of its quarters). */
  office: z.string(),
  /** The town or city an address there names: what checkout fills in as the city. */
  town: z.string(),
  district: z.string(),
  /** Spelled as `gst-states.ts` names it (what the checkout's state field takes). */
  state: z.string(),
  deliverable: z.boolean(),
  zone: z.enum(DELIVERY_ZONES),
  cashOnDelivery: z.object({ available: z.boolean(), reason: z.string().nullable() }),
  /** Calendar days in India, `YYYY-MM-DD`. */
  earliest: z.string(),
  latest: z.string(),
  /** The dispatch cut-off the dates assume (ISO time): ordered later, the dates move. */
  orderBy: z.string().nullable(),
});
export type DeliveryPromiseAnswer = z.infer<typeof deliveryPromise>;
