import { eq } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { afterSalePolicy } from "#src/db/schema.ts";

type Db = Database | Transaction;

/** The shop's after-sale policy in force (db/schema/after-sales.ts says what each part means). */
export interface AfterSalePolicy {
  cancelCutoff: string;
  returnWindowDays: number;
  refundWorkingDays: number;
  workingWeekdays: number[];
  codRtoLimit: number | null;
}

/**
 * The row, written with the policy the shop's pages promise when there is none yet (concurrent first
 * reads write it once). `lock` holds it for an edit.
 */
export async function readAfterSalePolicy(
  db: Db,
  options: { lock?: boolean } = {},
): Promise<AfterSalePolicy & { updatedAt: Date }> {
  const select = () => {
    const query = db.select().from(afterSalePolicy).where(eq(afterSalePolicy.id, 1));
    return options.lock ? query.for("update") : query;
  };
  let [row] = await select();
  if (!row) {
    await db.insert(afterSalePolicy).values({ id: 1 }).onConflictDoNothing();
    [row] = await select();
  }
  if (!row) throw new Error("the after-sale policy row could not be written");
  const { id: _id, ...policy } = row;
  return policy;
}

/** The owner's edit (admin/settings); the caller holds the row and records the change. */
export async function writeAfterSalePolicy(tx: Transaction, policy: AfterSalePolicy, at: Date): Promise<void> {
  await tx
    .update(afterSalePolicy)
    .set({ ...policy, updatedAt: at })
    .where(eq(afterSalePolicy.id, 1));
}
