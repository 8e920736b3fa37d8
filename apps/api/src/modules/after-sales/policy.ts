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

/** The row, written with the policy the shop's pages promise when there is none yet. */
export async function readAfterSalePolicy(db: Db): Promise<AfterSalePolicy> {
  const select = () => db.select().from(afterSalePolicy).where(eq(afterSalePolicy.id, 1));
  let [row] = await select();
  if (!row) {
    await db.insert(afterSalePolicy).values({ id: 1 }).onConflictDoNothing();
    [row] = await select();
  }
  if (!row) throw new Error("the after-sale policy row could not be written");
  const { id: _id, updatedAt: _updatedAt, ...policy } = row;
  return policy;
}
