import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, desc, isNull, lt } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { signingKeys } from "#src/db/schema.ts";

/**
 * The secrets that sign customers' sessions, staff sessions and device marks, the same on every
 * instance of the shop. From SESSION_SECRET (with SESSION_SECRET_PREVIOUS still accepted) when it is
 * set; otherwise from the database's `signing_keys`, made at the first start, so two instances on one
 * PostgreSQL accept each other's sessions (each generated its own under its DATA_DIR before).
 */
export interface SessionKeys {
  /** The secret new tokens and marks are signed with. */
  signing(): string;
  /** Every secret a token or mark may be signed with, the signing one first. */
  accepted(): readonly string[];
  /**
   * Reads the keys again, for a token no key accepted: another instance may have rotated. At most
   * once every RELOAD_GAP_MS whatever asks (a forged token cannot make every request read the table).
   * True when the keys changed.
   */
  reload(): Promise<boolean>;
  /** Stops reading the keys now and then. */
  close(): void;
}

/** The shortest wait between two reads of the keys. */
const RELOAD_GAP_MS = 10_000;
/** Keys are read again this often regardless, so a retired key stops being accepted everywhere. */
const RELOAD_EVERY_MS = 60_000;

/** A key as new keys are made: 48 random bytes. */
function newSecret(): string {
  return randomBytes(48).toString("base64url");
}

/** The secrets SESSION_SECRET and SESSION_SECRET_PREVIOUS (comma-separated) name: nothing to read. */
export function fixedSessionKeys(secret: string, previous: readonly string[] = []): SessionKeys {
  const accepted = [secret, ...previous.filter((each) => each !== secret)];
  return { signing: () => secret, accepted: () => accepted, reload: async () => false, close: () => {} };
}

/**
 * The first key's id: instances (or workers) starting at once each try to make it, and only one row
 * is made, so all of them sign with the same key from the start.
 */
const FIRST_KEY_ID = "00000000-0000-4000-8000-000000000001";

/**
 * The database's keys, newest first. With none yet, the first is made: the secret an older shop kept
 * in `DATA_DIR/session-secret` when there is one (so nobody is logged out by the upgrade), else a new
 * one.
 */
export async function databaseSessionKeys(db: Database, options: { dataDir: string; now: () => number }): Promise<SessionKeys> {
  let keys = await readKeys(db);
  if (keys.length === 0) {
    await db
      .insert(signingKeys)
      .values({ id: FIRST_KEY_ID, secret: (await keptSecret(options.dataDir)) ?? newSecret() })
      .onConflictDoNothing({ target: signingKeys.id });
    keys = await readKeys(db);
  }
  let readAt = options.now();
  let reading: Promise<boolean> | undefined;
  async function reload(): Promise<boolean> {
    if (reading) return reading;
    if (options.now() - readAt < RELOAD_GAP_MS) return false;
    readAt = options.now();
    reading = readKeys(db)
      .then((fresh) => {
        const changed = fresh.length > 0 && fresh.join("\n") !== keys.join("\n");
        if (changed) keys = fresh;
        return changed;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }
  const timer = setInterval(() => void reload().catch(() => {}), RELOAD_EVERY_MS);
  timer.unref();
  return {
    signing: () => keys[0] as string,
    accepted: () => keys,
    reload,
    close: () => clearInterval(timer),
  };
}

async function readKeys(db: Database): Promise<string[]> {
  const rows = await db
    .select({ secret: signingKeys.secret })
    .from(signingKeys)
    .where(isNull(signingKeys.retiredAt))
    .orderBy(desc(signingKeys.createdAt), desc(signingKeys.id));
  return rows.map((row) => row.secret);
}

/** The secret of `DATA_DIR/session-secret`, which shops kept before keys moved into the database. */
async function keptSecret(dataDir: string): Promise<string | undefined> {
  try {
    const kept = (await readFile(path.join(dataDir, "session-secret"), "utf8")).trim();
    return kept.length >= 32 ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `npm run keys -- rotate`: a new key signs from now on (each instance within a minute); the older
 * ones are still accepted, so nobody is logged out.
 */
export async function rotateSessionKeys(db: Database): Promise<void> {
  await db.insert(signingKeys).values({ secret: newSecret() });
}

/**
 * `npm run keys -- retire`: every key but the newest is retired; what was signed with them (sessions,
 * staff sessions, device marks) stops being accepted within a minute on every instance. Answers how
 * many were retired.
 */
export async function retireOlderSessionKeys(db: Database, at: Date): Promise<number> {
  const [newest] = await db
    .select({ createdAt: signingKeys.createdAt })
    .from(signingKeys)
    .where(isNull(signingKeys.retiredAt))
    .orderBy(desc(signingKeys.createdAt))
    .limit(1);
  if (!newest) return 0;
  const retired = await db
    .update(signingKeys)
    .set({ retiredAt: at })
    .where(and(isNull(signingKeys.retiredAt), lt(signingKeys.createdAt, newest.createdAt)))
    .returning({ id: signingKeys.id });
  return retired.length;
}
