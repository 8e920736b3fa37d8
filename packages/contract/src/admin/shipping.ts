import { z } from "zod";
import { withoutInvisibleFormatting } from "../text-rules.ts";

/**
 * Countries, their display currencies and shipping charges as staff keep them at /admin/shipping.
 * The shop delivers to a country while it has a shipping charge; stopping removes the charge and
 * keeps the country, its currency and the addresses saved in it (checkout refuses those until the
 * shop delivers there again).
 */

export const SHIPPING_ADMIN_MESSAGES = {
  countryNotFound: "No such country. Please reload the page.",
  currencyNotFound: "No such currency. Please reload the page.",
  countryExists: "The shop already has a country with this name or ISO code.",
  countryNameRequired: "Please enter the country's name.",
  isoCodeInvalid: "An ISO country code is 2 letters, such as NZ.",
  currencyCodeInvalid: "A currency code is 3 letters, such as NZD.",
  chargeInvalid: "Please enter the charge per kg in rupees, 0 or more (up to ₹1,00,000).",
  rateInvalid: "Please enter how many units of the currency one rupee buys, more than 0.",
  chargeSaved: "Shipping charge saved.",
  countryAdded: "Country added: the shop delivers there now.",
  deliveryStopped: "The shop no longer delivers there. Saved addresses in it stay, but cannot be used at checkout.",
  deliveryResumed: "The shop delivers there again.",
  currencySaved: "Currency saved.",
} as const;

/** Rupees per kg with whole paise, as shoppers see them on the shipping calculator. */
const perKg = z.coerce
  .number({ error: SHIPPING_ADMIN_MESSAGES.chargeInvalid })
  .min(0, SHIPPING_ADMIN_MESSAGES.chargeInvalid)
  .max(100_000, SHIPPING_ADMIN_MESSAGES.chargeInvalid)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, SHIPPING_ADMIN_MESSAGES.chargeInvalid);

/** Units of the currency per rupee; stored with 8 decimals. */
const rate = z.coerce
  .number({ error: SHIPPING_ADMIN_MESSAGES.rateInvalid })
  .gt(0, SHIPPING_ADMIN_MESSAGES.rateInvalid)
  .max(1_000_000, SHIPPING_ADMIN_MESSAGES.rateInvalid);

/** One country as the editor lists it. `perKg` is null while the shop does not deliver there. */
export const shippingCountry = z.object({
  _id: z.string(),
  countryName: z.string(),
  isoCode: z.string(),
  perKg: z.number().nullable(),
  /** Customers' saved addresses in this country. */
  savedAddresses: z.number(),
  currency: z.object({ _id: z.string(), name: z.string(), rate: z.number(), active: z.boolean() }).nullable(),
});
export type ShippingCountry = z.infer<typeof shippingCountry>;

export const countryIdParams = z.object({ id: z.string().max(64) });

/** `PUT /api/admin/shipping/countries/:id/charge`: the charge per kg; on a country not delivered to, delivery starts. */
export const shippingChargeChange = z.object({ perKg });

/** `POST /api/admin/shipping/countries`: a country the shop starts delivering to, with its display currency. */
export const countryCreate = z.object({
  countryName: z
    .string({ error: SHIPPING_ADMIN_MESSAGES.countryNameRequired })
    .transform((value) => withoutInvisibleFormatting(value).replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, SHIPPING_ADMIN_MESSAGES.countryNameRequired).max(60, "Please keep the name under 60 characters.")),
  isoCode: z
    .string({ error: SHIPPING_ADMIN_MESSAGES.isoCodeInvalid })
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, SHIPPING_ADMIN_MESSAGES.isoCodeInvalid)),
  perKg,
  currencyName: z
    .string({ error: SHIPPING_ADMIN_MESSAGES.currencyCodeInvalid })
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, SHIPPING_ADMIN_MESSAGES.currencyCodeInvalid)),
  currencyRate: rate,
  currencyActive: z.boolean().default(true),
});
export type CountryCreate = z.infer<typeof countryCreate>;

/** `PUT /api/admin/currencies/:id`: the rate to the rupee and whether prices are shown in it. */
export const currencyChange = z.object({ rate, active: z.boolean() });
