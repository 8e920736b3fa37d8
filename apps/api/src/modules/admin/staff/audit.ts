import type { Database, Transaction } from "#src/db/client.ts";
import { type AuditRecord, insertAuditEntry } from "./queries.ts";

/**
 * The audit log's entry for a change a member of staff made, written in the transaction `db` that
 * makes it: every back-office area records its changes through this, the log's tables being staff's.
 */
export function auditChange(
  db: Database | Transaction,
  actor: { id: string | null; name: string },
  entry: Omit<AuditRecord, "staffId" | "staffName">,
): Promise<void> {
  return insertAuditEntry(db, { staffId: actor.id, staffName: actor.name, ...entry });
}
