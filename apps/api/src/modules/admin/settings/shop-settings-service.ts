import type { ShopSettingsInput } from "@chhaap/contract/admin/shop-settings";
import type { Database } from "#src/db/client.ts";
import { forgetPublicAnswers } from "#src/fresh-answers.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import {
  type CurrentShopSettings,
  readShopSettings,
  type ShopSettingsReader,
  writeShopSettings,
} from "#src/modules/site/shop-settings.ts";

export interface ShopSettingsContext {
  db: Database;
  now: () => Date;
  shopSettings: ShopSettingsReader;
}

/** The details in force, read from the database (never from a cache: the editor shows what is saved). */
export function shopSettingsNow(ctx: ShopSettingsContext): Promise<CurrentShopSettings> {
  return readShopSettings(ctx.db, ctx.shopSettings.initial);
}

/** The audit log keeps the editable values, not the derived state or the time of the change. */
function audited(settings: CurrentShopSettings): ShopSettingsInput {
  const { state: _state, stateCode: _stateCode, updatedAt: _updatedAt, ...values } = settings;
  return values;
}

/**
 * The owner's edit: one transaction with the row held, one audit entry with the values before and
 * after; then every public answer is forgotten so the footer, checkout and mails use the new values.
 * Invoices already issued keep the details they were issued with.
 */
export async function saveShopSettings(
  ctx: ShopSettingsContext,
  actor: StaffUser,
  input: ShopSettingsInput,
): Promise<CurrentShopSettings> {
  const at = ctx.now();
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await readShopSettings(tx, ctx.shopSettings.initial, { lock: true });
    await writeShopSettings(tx, input, at);
    const after = await readShopSettings(tx, ctx.shopSettings.initial);
    await auditChange(tx, actor, {
      action: "shop_settings.update",
      recordType: "shop_settings",
      recordId: "shop",
      before: audited(before),
      after: audited(after),
      at,
    });
    return after;
  });
  forgetPublicAnswers();
  return saved;
}
