import { emailKey } from "@chhaap/contract/email";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { carts, emailConfirmationTokens, passwordResetTokens, users } from "#src/db/schema.ts";

type Db = Database | Transaction;

const profileColumns = {
  id: users.id,
  name: users.name,
  lastName: users.lastName,
  email: users.email,
  number: users.number,
  address: users.address,
  gender: users.gender,
  image: users.image,
  emailConfirmedAt: users.emailConfirmedAt,
  cartId: carts.id,
};

export async function findProfile(db: Db, userId: string) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(carts, eq(carts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** One account per address, however it is capitalised (`users_email_key_idx` answers this lookup). */
export async function findCredentialsByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(eq(users.emailKey, emailKey(email)))
    .limit(1);
  return row;
}

/** The stored password hash, and the address a new password may not hold. */
export async function findPasswordAndEmail(db: Db, userId: string) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export async function insertUser(
  tx: Transaction,
  values: { name: string; lastName: string; email: string; number: string; passwordHash: string; at: Date },
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({
      name: values.name,
      lastName: values.lastName,
      email: values.email,
      emailKey: emailKey(values.email),
      number: values.number,
      passwordHash: values.passwordHash,
      passwordChangedAt: values.at,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("user was not stored");
  return user.id;
}

export async function updateProfile(
  db: Db,
  userId: string,
  changes: { name?: string; lastName?: string; number?: string; address?: string; gender?: string; image?: string },
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: at })
    .where(eq(users.id, userId));
}

/** Sets a new password; tokens issued before `at` stop working (see plugins/session.ts). */
export async function setPassword(db: Db, userId: string, passwordHash: string, at: Date): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: at, updatedAt: at }).where(eq(users.id, userId));
}

export async function insertResetToken(db: Db, values: { userId: string; tokenHash: string; expiresAt: Date; at: Date }) {
  await db.insert(passwordResetTokens).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.at,
  });
}

/**
 * Marks an unused, unexpired reset token used and answers its user. One conditional update, so two
 * concurrent resets with the same link cannot both succeed (single use).
 */
export async function consumeResetToken(db: Db, tokenHash: string, at: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, at),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** After a reset, the user's other outstanding links are spent too. */
export async function spendResetTokens(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function findProfilePictureOwner(db: Db, imageUrl: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.image, imageUrl)).limit(1);
  return row?.id;
}

/** Marks the user's address confirmed, once: a later confirmation keeps the first instant. */
export async function markEmailConfirmed(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}

export async function insertConfirmationToken(db: Db, values: { userId: string; tokenHash: string; expiresAt: Date; at: Date }) {
  await db.insert(emailConfirmationTokens).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.at,
  });
}

/** Marks an unused, unexpired confirmation token used and answers its user (one conditional update: single use). */
export async function consumeConfirmationToken(db: Db, tokenHash: string, at: Date): Promise<string | undefined> {
  const [row] = await db
    .update(emailConfirmationTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(emailConfirmationTokens.tokenHash, tokenHash),
        isNull(emailConfirmationTokens.usedAt),
        gt(emailConfirmationTokens.expiresAt, at),
      ),
    )
    .returning({ userId: emailConfirmationTokens.userId });
  return row?.userId;
}

/** How many confirmation links the user has ever been mailed. */
export async function countConfirmationTokens(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailConfirmationTokens).where(eq(emailConfirmationTokens.userId, userId));
  return row?.n ?? 0;
}

/** Once the address is confirmed, the user's other confirmation links are spent too. */
export async function spendConfirmationTokens(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(emailConfirmationTokens)
    .set({ usedAt: at })
    .where(and(eq(emailConfirmationTokens.userId, userId), isNull(emailConfirmationTokens.usedAt)));
}
