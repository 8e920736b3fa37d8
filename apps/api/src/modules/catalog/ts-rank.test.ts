import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#src/db/client.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { parseTsVectorText } from "./search-index-data.ts";
import { rankOperands, tsRank } from "./ts-rank.ts";
import { parseTsQueryText } from "./tsquery-text.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(async () => database?.close());

/** ts_rank of a document as this process computes it, the document and query as PostgreSQL writes them. */
function rankHere(documentText: string, queryText: string): number {
  const entries = parseTsVectorText(documentText);
  const lexemes = entries.map(([lexeme]) => lexeme).sort();
  const tree = parseTsQueryText(queryText);
  if (!tree) throw new Error(`Not a query the index reads: ${queryText}`);
  // One document packed as the index packs its documents: an entry per lexeme, in lexeme order.
  const byLexeme = new Map(entries);
  const positionsOf = lexemes.map((lexeme) => byLexeme.get(lexeme) as number[]);
  const positionStart = [0];
  for (const positions of positionsOf) positionStart.push((positionStart.at(-1) as number) + positions.length);
  const documents = {
    entryStart: [0, lexemes.length],
    entryLexeme: lexemes.map((_, id) => id),
    positionStart,
    positions: positionsOf.flat(),
  };
  return tsRank(documents, 0, rankOperands(tree, lexemes), tree.kind === "and");
}

describe("tsRank", () => {
  it("equals PostgreSQL's ts_rank, to the bit, for every matching document", async () => {
    const queries = [
      "websearch_to_tsquery('english', 'ajrakh')",
      "websearch_to_tsquery('english', 'indigo saree')",
      "websearch_to_tsquery('english', 'cotton kurta')",
      "websearch_to_tsquery('english', 'saree or dupatta')",
      "websearch_to_tsquery('english', 'cotton -silk')",
      "to_tsquery('english', 'ajra:* & cot:*')",
      "to_tsquery('english', 'co:*')",
      "to_tsquery('english', 's:* & b:*')",
      "(plainto_tsquery('english', 'indigo') || plainto_tsquery('english', 'blue')) && websearch_to_tsquery('english', 'saree')",
    ];
    let compared = 0;
    for (const query of queries) {
      const rows = (await database.db
        .select({
          document: sql<string>`search_document::text`,
          query: sql<string>`q::text`,
          rank: sql<string>`ts_rank(search_document, q)::text`,
        })
        .from(sql.raw(`variants, (select ${query} as q) as asked where search_document @@ q`))) as {
        document: string;
        query: string;
        rank: string;
      }[];
      expect(rows.length, query).toBeGreaterThan(0);
      for (const row of rows) {
        // float4's text is the shortest that reads back as the same float.
        expect(rankHere(row.document, row.query), `${row.query} on ${row.document}`).toBe(Math.fround(Number(row.rank)));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
