import type { ShopSettings, ShopSettingsInput } from "@chhaap/contract/admin/shop-settings";
import { gstStateOfGstin } from "@chhaap/contract/gst-states";
import { eq } from "drizzle-orm";
import type { InvoiceSettings } from "#src/config.ts";
import type { Database, Transaction } from "#src/db/client.ts";
import { shopSettings } from "#src/db/schema.ts";
import { rememberFor } from "#src/short-lived-cache.ts";
import { shop } from "./shop.ts";

type Db = Database | Transaction;

/** The shop's details in force, with the state its GSTIN names. */
export interface CurrentShopSettings extends ShopSettingsInput {
  state: string;
  stateCode: string;
  updatedAt: Date;
}

/**
 * What the row starts as in a shop that has none: the seller from the SHOP_* settings, the rest from
 * the built-in details (shop.ts). Only the first start uses them; afterwards the owner's edits rule.
 */
export function initialShopSettings(seller: InvoiceSettings["seller"]): ShopSettingsInput {
  return {
    legalName: seller.legalName,
    gstin: seller.gstin,
    address: seller.address,
    email: shop.email,
    phone: shop.phone,
    supportHours: shop.supportHours,
    bankAccountName: shop.bank.accountName,
    bankAccountNumber: shop.bank.accountNumber,
    bankIfsc: shop.bank.ifsc,
    bankSwift: shop.bank.swift,
    bankName: shop.bank.bankName,
    bankBranch: shop.bank.branch,
    upiId: shop.bank.upiId,
    ...shop.social,
  };
}

function current(row: typeof shopSettings.$inferSelect): CurrentShopSettings {
  const { id: _id, updatedAt, ...values } = row;
  // The row was checked on the way in; a GSTIN naming no state could only come from a hand edit.
  const state = gstStateOfGstin(values.gstin);
  return { ...values, state: state?.name ?? "", stateCode: state?.code ?? values.gstin.slice(0, 2), updatedAt };
}

/**
 * The row, written from `initial` first when the shop has none (concurrent first starts write it
 * once). Inside a transaction it is read there, so an invoice issued with a confirmation carries the
 * details in force at that moment.
 */
export async function readShopSettings(db: Db, initial: ShopSettingsInput, options: { lock?: boolean } = {}) {
  const select = () => {
    const query = db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    return options.lock ? query.for("update") : query;
  };
  let [row] = await select();
  if (!row) {
    await db
      .insert(shopSettings)
      .values({ id: 1, ...initial })
      .onConflictDoNothing();
    [row] = await select();
  }
  if (!row) throw new Error("the shop settings row could not be written");
  return current(row);
}

/** The owner's edit; the caller holds the row (readShopSettings with lock) and records the change. */
export async function writeShopSettings(tx: Transaction, values: ShopSettingsInput, at: Date): Promise<void> {
  await tx
    .update(shopSettings)
    .set({ ...values, updatedAt: at })
    .where(eq(shopSettings.id, 1));
}

/** The answer of GET /api/admin/shop-settings. */
export function shopSettingsAnswer(settings: CurrentShopSettings): ShopSettings {
  return { ...settings, updatedAt: settings.updatedAt.toISOString() };
}

export interface ShopSettingsReader {
  /** The details in force, kept for `cacheMs` on this process (a staff edit empties it: fresh-answers.ts). */
  current(): Promise<CurrentShopSettings>;
  /** What a shop without the row starts from. */
  initial: ShopSettingsInput;
}

export function createShopSettingsReader(db: Database, initial: ShopSettingsInput, cacheMs: number): ShopSettingsReader {
  return { current: rememberFor(cacheMs, () => readShopSettings(db, initial)), initial };
}
