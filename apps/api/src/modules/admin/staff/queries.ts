import type { AuditRecordType } from "@chhaap/contract/admin/staff";
import { and, asc, count, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { auditLog, backOfficeSettings, type StaffRoleValue, staff, staffSessions } from "#src/db/schema/back-office.ts";

type Db = Database | Transaction;

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByEmailKey(db: Db, emailKey: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.emailKey, emailKey)).limit(1);
  return row;
}

export async function findStaff(db: Db, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

export function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.id));
}

/** Inserts a member; undefined when the e-mail is taken (the unique e-mail key decides, also under concurrency). */
export async function insertStaff(
  db: Db,
  values: {
    name: string;
    email: string;
    emailKey: string;
    role: StaffRoleValue;
    passwordHash: string;
    mustChangePassword: boolean;
    at: Date;
  },
): Promise<StaffRow | undefined> {
  const { at, ...member } = values;
  const [row] = await db
    .insert(staff)
    .values({ ...member, passwordChangedAt: at, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: staff.emailKey })
    .returning();
  return row;
}

export async function updateStaffRow(
  db: Db,
  id: string,
  changes: Partial<
    Pick<StaffRow, "role" | "reportsAccess" | "disabledAt" | "passwordHash" | "mustChangePassword" | "passwordChangedAt">
  >,
  at: Date,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(staff)
    .set({ ...changes, updatedAt: at })
    .where(eq(staff.id, id))
    .returning();
  return row;
}

/** Active owners, their rows locked until the transaction ends: two owners cannot demote each other at once. */
export async function lockActiveOwners(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, "owner"), isNull(staff.disabledAt)))
    .for("update");
  return rows.map((row) => row.id);
}

export async function revokeStaffSessions(db: Db, staffId: string, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** Records the step of a code just accepted, only if no later one was: the same code cannot sign in twice, even at once. */
export async function useTwoFactorStep(db: Db, staffId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return rows.length > 0;
}

export async function setTwoFactor(db: Db, staffId: string, secret: string | null, step: number | null, at: Date): Promise<void> {
  await db.update(staff).set({ totpSecret: secret, totpLastStep: step, updatedAt: at }).where(eq(staff.id, staffId));
}

export async function readSettings(db: Db): Promise<{ requireTwoFactor: boolean }> {
  const [row] = await db.select({ requireTwoFactor: backOfficeSettings.requireTwoFactor }).from(backOfficeSettings).limit(1);
  return { requireTwoFactor: row?.requireTwoFactor ?? false };
}

export async function writeSettings(db: Db, settings: { requireTwoFactor: boolean }, at: Date): Promise<void> {
  await db
    .insert(backOfficeSettings)
    .values({ id: 1, ...settings, updatedAt: at })
    .onConflictDoUpdate({ target: backOfficeSettings.id, set: { ...settings, updatedAt: at } });
}

export async function countStaff(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return row?.n ?? 0;
}

export interface AuditRecord {
  staffId: string | null;
  staffName: string;
  action: string;
  recordType: AuditRecordType;
  recordId: string;
  before?: unknown;
  after?: unknown;
  at: Date;
}

/** Written in the same transaction as the change it records: no change without its entry. */
export async function insertAuditEntry(db: Db, entry: AuditRecord): Promise<void> {
  const { at, before, after, ...rest } = entry;
  await db.insert(auditLog).values({ ...rest, before: before ?? null, after: after ?? null, createdAt: at });
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAuditEntries(
  db: Db,
  filter: { staffId?: string; recordType?: AuditRecordType; recordId?: string },
  page: number,
): Promise<{ rows: (typeof auditLog.$inferSelect)[]; total: number }> {
  const where = and(
    filter.staffId ? eq(auditLog.staffId, filter.staffId) : undefined,
    filter.recordType ? eq(auditLog.recordType, filter.recordType) : undefined,
    filter.recordId ? eq(auditLog.recordId, filter.recordId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
