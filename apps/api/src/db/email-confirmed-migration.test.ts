import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsBefore } from "#src/test/migrations-before.ts";

describe("migration 0022", () => {
  it("counts every account made before it as confirmed, since it was created", async () => {
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(pglite);
    const before = migrationsBefore("0022_email_confirmation");
    try {
      await migrate(db, { migrationsFolder: before.folder });
      await pglite.query(
        `INSERT INTO users (name, email, email_key, password_hash, created_at)
         VALUES ('Asha', 'asha@example.org', 'asha@example.org', 'x', '2025-03-01T10:00:00Z')`,
      );
      await migrate(db, { migrationsFolder: MIGRATIONS });
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
      before.remove();
    }
  });
});
