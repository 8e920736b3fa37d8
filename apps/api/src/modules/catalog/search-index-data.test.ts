import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#src/db/client.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { loadIndexData, parseTsVectorText } from "./search-index-data.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(async () => database?.close());

describe("the search index's data", () => {
  it("reads tsvector text as PostgreSQL wrote it: quotes, backslashes, positions and weights", async () => {
    const [row] = await database.db
      .select({
        text: sql<string>`v::text`,
        lexemes: sql<string>`array_to_json(tsvector_to_array(v))::text`,
        positions: sql<string>`(select json_agg(array_to_json(positions)) from unnest(v))::text`,
        weights: sql<string>`(select json_agg(array_to_json(weights::text[])) from unnest(v))::text`,
      })
      .from(
        sql`(select setweight(to_tsvector('simple', 'O''Neil''s back\\slash'), 'A') || to_tsvector('simple', 'plain o''neil''s') as v) as t`,
      );
    const entries = parseTsVectorText(row?.text as string);
    expect(entries.map(([lexeme]) => lexeme)).toEqual(JSON.parse(row?.lexemes as string));
    expect(entries.map(([, packed]) => packed.map((p) => p >> 2))).toEqual(JSON.parse(row?.positions as string));
    const letters = entries.map(([, packed]) => packed.map((p) => "DCBA"[p & 3]));
    expect(letters).toEqual(JSON.parse(row?.weights as string));
    expect(letters.flat()).toContain("A");
  });

  it("is the same read in pages as in one", async () => {
    const whole = await loadIndexData(database.db);
    expect(whole.ids.length).toBeGreaterThan(20);
    expect(await loadIndexData(database.db, 7)).toEqual(whole);
  });
});
