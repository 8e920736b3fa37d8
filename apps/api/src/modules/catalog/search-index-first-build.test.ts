import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#src/db/client.ts";
import { variants } from "#src/db/schema.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { searchIndexed } from "./search-index.ts";
import { textQueries } from "./search-queries.ts";

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase({ seeded: true });
  db = database.db;
  close = () => database.close();
});
afterAll(async () => close?.());

const search = (text: string) =>
  searchIndexed(db, { text, queries: textQueries(text), limit: 6, offset: 0, maxCounted: 1_200 }, "summary");

describe("a process's first search index", () => {
  it("is waited for by the searches made while it builds; after a catalog change, searches go to PostgreSQL meanwhile", async () => {
    // Nothing has built this database's index yet: the first search starts the build and waits for it.
    const first = await search("ajrakh");
    expect(first).toMatchObject({ total: expect.any(Number), ids: expect.any(Array) });
    expect((first as { total: number }).total).toBeGreaterThan(0);

    // A piece unlisted: the index is found behind and rebuilt, and no search waits for that build.
    const [piece] = await db.select({ id: variants.id }).from(variants).where(eq(variants.listed, true)).limit(1);
    await db
      .update(variants)
      .set({ listed: false })
      .where(eq(variants.id, piece?.id as string));
    expect(await search("ajrakh")).toBeUndefined();
    expect(await search("saree")).toBeUndefined();
  });
});
