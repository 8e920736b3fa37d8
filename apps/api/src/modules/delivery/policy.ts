import { eq } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { deliveryPolicy } from "#src/db/schema.ts";
import type { DispatchPolicy } from "./delivery-dates.ts";

type Db = Database | Transaction;

/** The shop's delivery policy in force (db/schema/delivery.ts says what each part means). */
export interface DeliveryPolicy extends DispatchPolicy {
  originPinCode: string;
}

type PolicyRow = typeof deliveryPolicy.$inferSelect;

function policyOf(row: PolicyRow): DeliveryPolicy & { updatedAt: Date } {
  return {
    originPinCode: row.originPinCode,
    dispatchWeekdays: row.dispatchWeekdays,
    dispatchCutoff: row.dispatchCutoff,
    days: {
      same_city: { min: row.sameCityMinDays, max: row.sameCityMaxDays },
      same_state: { min: row.sameStateMinDays, max: row.sameStateMaxDays },
      metro: { min: row.metroMinDays, max: row.metroMaxDays },
      rest_of_india: { min: row.restOfIndiaMinDays, max: row.restOfIndiaMaxDays },
      remote: { min: row.remoteMinDays, max: row.remoteMaxDays },
    },
    updatedAt: row.updatedAt,
  };
}

/**
 * The row (migration 0038 writes it; a database restored without it gets the defaults again, concurrent
 * first reads writing it once). `lock` holds it for an edit.
 */
export async function readDeliveryPolicy(
  db: Db,
  options: { lock?: boolean } = {},
): Promise<DeliveryPolicy & { updatedAt: Date }> {
  const select = () => {
    const query = db.select().from(deliveryPolicy).where(eq(deliveryPolicy.id, 1));
    return options.lock ? query.for("update") : query;
  };
  let [row] = await select();
  if (!row) {
    await db.insert(deliveryPolicy).values({ id: 1 }).onConflictDoNothing();
    [row] = await select();
  }
  if (!row) throw new Error("the delivery policy row could not be written");
  return policyOf(row);
}

/** The owner's edit (admin/settings); the caller holds the row and records the change. */
export async function writeDeliveryPolicy(tx: Transaction, policy: DeliveryPolicy, at: Date): Promise<void> {
  const { days } = policy;
  await tx
    .update(deliveryPolicy)
    .set({
      originPinCode: policy.originPinCode,
      dispatchWeekdays: [...policy.dispatchWeekdays],
      dispatchCutoff: policy.dispatchCutoff,
      sameCityMinDays: days.same_city.min,
      sameCityMaxDays: days.same_city.max,
      sameStateMinDays: days.same_state.min,
      sameStateMaxDays: days.same_state.max,
      metroMinDays: days.metro.min,
      metroMaxDays: days.metro.max,
      restOfIndiaMinDays: days.rest_of_india.min,
      restOfIndiaMaxDays: days.rest_of_india.max,
      remoteMinDays: days.remote.min,
      remoteMaxDays: days.remote.max,
      updatedAt: at,
    })
    .where(eq(deliveryPolicy.id, 1));
}
