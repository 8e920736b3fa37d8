import { lt } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { rateLimits } from "#src/db/schema.ts";

/** Removes the counts whose window ended before `before`; answers how many. */
export async function deleteExpiredLimits(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.expire, before)).returning({ key: rateLimits.key });
  return deleted.length;
}
