import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsBefore } from "#src/test/migrations-before.ts";

const OLD_REFUND_DESCRIPTION =
  "How Chhaap refunds returned or cancelled orders: approved refunds reach your original payment method or bank account within 7 working days.";

describe("migration 0024", () => {
  it("lets the shop's own pages describe themselves by their introduction, unless staff wrote a description", async () => {
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(pglite);
    const before = migrationsBefore("0024_page_descriptions_follow_the_page");
    try {
      await migrate(db, { migrationsFolder: before.folder });
      await pglite.query(
        `INSERT INTO seo_tags (page_name, title, description) VALUES
           ('refund-policy', 'Refund Policy | Chhaap', $1),
           ('return-policy', 'Returns | Chhaap', 'Our own words about returns.'),
           ('contact-us', 'Contact | Chhaap', $1)`,
        [OLD_REFUND_DESCRIPTION],
      );
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const { rows } = await pglite.query<{ page: string; description: string }>(
        "SELECT page_name AS page, description FROM seo_tags ORDER BY page_name",
      );
      expect(rows).toEqual([
        // Not one of the shop's editable pages: left alone.
        { page: "contact-us", description: OLD_REFUND_DESCRIPTION },
        { page: "refund-policy", description: "" },
        { page: "return-policy", description: "Our own words about returns." },
      ]);
    } finally {
      await pglite.close();
      before.remove();
    }
  });
});
