import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const migrations = fileURLToPath(new URL("../../drizzle", import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), "chhaap-migration-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The migrations folder as it was before `tag`: the same files, a journal that ends just before it. */
function migrationsBefore(tag: string): string {
  const before = path.join(folder, "before");
  cpSync(migrations, before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return before;
}

describe("migration 0022", () => {
  it("counts every account made before it as confirmed, since it was created", async () => {
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(pglite);
    try {
      await migrate(db, { migrationsFolder: migrationsBefore("0022_email_confirmation") });
      await pglite.query(
        `INSERT INTO users (name, email, email_key, password_hash, created_at)
         VALUES ('Asha', 'asha@example.org', 'asha@example.org', 'x', '2025-03-01T10:00:00Z')`,
      );
      await migrate(db, { migrationsFolder: migrations });
      const { rows } = await pglite.query<{ confirmed: Date | null }>(
        "SELECT email_confirmed_at AS confirmed FROM users WHERE email_key = 'asha@example.org'",
      );
      expect(rows[0]?.confirmed?.toISOString()).toBe("2025-03-01T10:00:00.000Z");
      // Accounts made from now on start unconfirmed.
      await pglite.query(
        "INSERT INTO users (name, email, email_key, password_hash) VALUES ('New', 'n@example.org', 'n@example.org', 'x')",
      );
      const fresh = await pglite.query<{ confirmed: Date | null }>(
        "SELECT email_confirmed_at AS confirmed FROM users WHERE email_key = 'n@example.org'",
      );
      expect(fresh.rows[0]?.confirmed).toBeNull();
    } finally {
      await pglite.close();
    }
  });
});
