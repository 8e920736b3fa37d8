import { type CountryCreate, SHIPPING_ADMIN_MESSAGES, type ShippingCountry } from "@chhaap/contract/admin/shipping";
import { isUuid } from "@chhaap/contract/ids";
import type { Database, Transaction } from "#src/db/client.ts";
import { forgetPublicAnswers } from "#src/fresh-answers.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { rupees } from "#src/money.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import {
  countryTaken,
  deleteShippingCharge,
  insertCountry,
  insertCurrency,
  listShippingCountries,
  lockCountry,
  lockCurrency,
  setShippingCharge,
  updateCurrency,
} from "./shipping-queries.ts";

export interface ShippingContext {
  db: Database;
  now: () => Date;
}

const countryNotFound = () => notFound("admin.country_not_found", SHIPPING_ADMIN_MESSAGES.countryNotFound);
const currencyNotFound = () => notFound("admin.currency_not_found", SHIPPING_ADMIN_MESSAGES.currencyNotFound);

const paiseOf = (value: number) => Math.round(value * 100);
/** Rates are kept with 8 decimals; the string keeps them exact on the way into numeric. */
const rateText = (rate: number) => rate.toFixed(8);

export async function shippingCountries(ctx: ShippingContext): Promise<ShippingCountry[]> {
  const rows = await listShippingCountries(ctx.db);
  return rows.map((row) => ({
    _id: row.id,
    countryName: row.countryName,
    isoCode: row.isoCode,
    perKg: row.perKgPaise === null ? null : rupees(row.perKgPaise),
    savedAddresses: row.savedAddresses,
    currency:
      row.currencyId === null || row.currencyName === null || row.currencyRate === null || row.currencyActive === null
        ? null
        : { _id: row.currencyId, name: row.currencyName, rate: Number(row.currencyRate), active: row.currencyActive },
  }));
}

/** One change in one transaction, audited in it; public answers are forgotten once it is committed. */
async function change<T>(ctx: ShippingContext, work: (tx: Transaction, at: Date) => Promise<T>): Promise<T> {
  const at = ctx.now();
  const result = await ctx.db.transaction((tx) => work(tx, at));
  forgetPublicAnswers();
  return result;
}

async function heldCountry(tx: Transaction, rawId: string) {
  const id = rawId.toLowerCase();
  const country = isUuid(id) ? await lockCountry(tx, id) : undefined;
  if (!country) throw countryNotFound();
  return country;
}

/** A country's charge per kg; on a country the shop did not deliver to, delivery starts. */
export function changeShippingCharge(ctx: ShippingContext, actor: StaffUser, countryId: string, perKg: number): Promise<void> {
  return change(ctx, async (tx, at) => {
    const country = await heldCountry(tx, countryId);
    const perKgPaise = paiseOf(perKg);
    if (country.perKgPaise === perKgPaise) return;
    await setShippingCharge(tx, country.id, perKgPaise);
    await auditChange(tx, actor, {
      action: country.perKgPaise === null ? "shipping.start" : "shipping.charge",
      recordType: "country",
      recordId: country.id,
      before: { countryName: country.countryName, perKg: country.perKgPaise === null ? null : rupees(country.perKgPaise) },
      after: { countryName: country.countryName, perKg: rupees(perKgPaise) },
      at,
    });
  });
}

/**
 * The shop stops delivering to a country: its charge goes, the country stays (with its currency, past
 * orders and saved addresses). Address forms and checkout then refuse the country, so a customer's
 * saved address there stays in their book but cannot be ordered to until delivery starts again.
 */
export function stopDelivering(ctx: ShippingContext, actor: StaffUser, countryId: string): Promise<void> {
  return change(ctx, async (tx, at) => {
    const country = await heldCountry(tx, countryId);
    if (country.perKgPaise === null) return;
    await deleteShippingCharge(tx, country.id);
    await auditChange(tx, actor, {
      action: "shipping.stop",
      recordType: "country",
      recordId: country.id,
      before: { countryName: country.countryName, perKg: rupees(country.perKgPaise) },
      after: { countryName: country.countryName, perKg: null },
      at,
    });
  });
}

/** A new country the shop delivers to, with its display currency; 409 when the name or ISO code is taken. */
export function addCountry(ctx: ShippingContext, actor: StaffUser, input: CountryCreate): Promise<string> {
  return change(ctx, async (tx, at) => {
    if (await countryTaken(tx, input.countryName, input.isoCode))
      throw new ApiError(409, "admin.country_exists", SHIPPING_ADMIN_MESSAGES.countryExists, {
        errors: { countryName: SHIPPING_ADMIN_MESSAGES.countryExists },
      });
    const id = await insertCountry(tx, { countryName: input.countryName, isoCode: input.isoCode });
    await insertCurrency(tx, {
      countryId: id,
      currencyName: input.currencyName,
      currencyRate: rateText(input.currencyRate),
      status: input.currencyActive,
    });
    await setShippingCharge(tx, id, paiseOf(input.perKg));
    await auditChange(tx, actor, {
      action: "country.create",
      recordType: "country",
      recordId: id,
      before: null,
      after: input,
      at,
    });
    return id;
  });
}

/** A currency's rate to the rupee and whether prices are shown in it. */
export function changeCurrency(
  ctx: ShippingContext,
  actor: StaffUser,
  rawId: string,
  input: { rate: number; active: boolean },
): Promise<void> {
  return change(ctx, async (tx, at) => {
    const id = rawId.toLowerCase();
    const currency = isUuid(id) ? await lockCurrency(tx, id) : undefined;
    if (!currency) throw currencyNotFound();
    const before = { name: currency.currencyName, rate: Number(currency.currencyRate), active: currency.status };
    const after = { name: currency.currencyName, rate: Number(rateText(input.rate)), active: input.active };
    if (before.rate === after.rate && before.active === after.active) return;
    await updateCurrency(tx, id, { currencyRate: rateText(input.rate), status: input.active });
    await auditChange(tx, actor, { action: "currency.update", recordType: "currency", recordId: id, before, after, at });
  });
}
