import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type IndexData, loadIndexData } from "./search-index-data.ts";
import { intersect, minus, union, walkPage } from "./sorted-sets.ts";
import { lexemeRange, type RankDocument, type RankOperand, rankOperands, tsRank } from "./ts-rank.ts";
import { parseTsQueryText, type TsQuery } from "./tsquery-text.ts";
import { findIndexedPageJson, type VariantShape } from "./variant-json.ts";

/**
 * An in-process inverted index of the variants shoppers see: each lexeme of their search documents
 * with the variants that have it, their positions and weights for ranking, and the variants in price
 * and newest-first order. Matching, counting, ranking and paging it costs well under a millisecond,
 * where PostgreSQL spent 5–15 ms counting a broad search's matches through GIN and sorting or ranking
 * them (decision 0038).
 *
 * It is never stale: the statement that reads a page's cards also reads the database's search epoch
 * (search_epoch, raised by trigger with each committed change to what search reads of a variant),
 * and the page counts only if that is the epoch the index was built at. Otherwise the search goes to
 * PostgreSQL, as it does for what the index cannot read (phrases), while the index is built anew in
 * the background. So a search sees every change committed before it, by this process or another.
 */

/** What a search needs of the index: which text queries, in what order, which page. */
export interface IndexedSearch {
  /** The normalised text the queries stand for: the key its tsqueries are kept under. */
  text: string;
  /** The text as tsqueries, each tried when the one before matched nothing (none: list everything). */
  queries: SQL[];
  minPaise?: number;
  maxPaise?: number;
  sort?: 1 | -1;
  limit: number;
  offset: number;
  /** More matches than this are not counted (the total reads as this) and are listed newest first instead of by rank. */
  maxCounted: number;
}

/** A page and the (capped) total; "no match" when no query matched anything; undefined when PostgreSQL must answer. */
export type IndexAnswer = { ids: string[]; total: number; json: string } | "no match" | undefined;

/** A search answered from the index, with its cards in the shape asked for (see above for when it is not). */
export async function searchIndexed(db: Database, search: IndexedSearch, shape?: VariantShape): Promise<IndexAnswer> {
  const holder = holderOf(db);
  const index = holder.current();
  if (!index) return undefined;
  const texts = await holder.parsed(search.text, search.queries);
  const trees = texts.map(parseTsQueryText);
  if (trees.some((tree) => tree === undefined)) return undefined;

  // As the SQL path (search-queries.ts): the first query with a match in the price range is the one answered.
  let matches: Int32Array | undefined;
  let matched: TsQuery | undefined;
  if (trees.length === 0) matches = index.priced(index.all(), search.minPaise, search.maxPaise);
  for (const tree of trees) {
    // The empty query (stop words only) matches nothing.
    if (!tree) continue;
    const found = index.priced(index.evaluate(tree), search.minPaise, search.maxPaise);
    if (found.length > 0) {
      matches = found;
      matched = tree;
      break;
    }
  }

  // As findPage: matches are counted one past the cap, and a page past that count is empty.
  const { limit, offset, maxCounted } = search;
  let ids: string[] = [];
  if (matches && Math.min(matches.length, maxCounted + 1) > offset) {
    if (search.sort) ids = index.page(matches, search.sort === 1 ? "cheapest" : "dearest", limit, offset);
    else if (!matched || matches.length > maxCounted) ids = index.page(matches, "newest", limit, offset);
    else ids = index.ranked(matches, matched, limit, offset);
  }

  const found = await findIndexedPageJson(db, ids, shape);
  if (found.epoch !== index.epoch) {
    holder.stale();
    return undefined;
  }
  if (!matches) return "no match";
  return { ids, total: Math.min(matches.length, maxCounted), json: found.json };
}

class SearchIndex {
  /** Every document, for a listing without text and for negations. */
  private readonly everything: Int32Array;

  constructor(private readonly data: IndexData) {
    this.everything = Int32Array.from(data.ids.keys());
  }

  get epoch(): number {
    return this.data.epoch;
  }

  all(): Int32Array {
    return this.everything;
  }

  priced(docs: Int32Array, min = 0, max = Number.MAX_SAFE_INTEGER): Int32Array {
    if (min <= 0 && max === Number.MAX_SAFE_INTEGER) return docs;
    const { prices } = this.data;
    const kept = new Int32Array(docs.length);
    let n = 0;
    for (const doc of docs) {
      const price = prices[doc] as number;
      if (price >= min && price <= max) kept[n++] = doc;
    }
    return kept.subarray(0, n);
  }

  /** The documents matching `tree`, ascending. */
  evaluate(tree: TsQuery): Int32Array {
    const set = this.matching(tree);
    return set.negated ? minus(this.all(), set.docs) : set.docs;
  }

  /** One page of `docs` in an order (see walkPage). */
  page(docs: Int32Array, order: "cheapest" | "dearest" | "newest", limit: number, offset: number): string[] {
    const walk = order === "newest" ? this.data.byNewest : this.data.byPrice;
    const found = walkPage(docs, walk, order === "dearest" ? -1 : 1, limit, offset);
    return found.map((doc) => this.data.ids[doc] as string);
  }

  /** One page of `docs` by ts_rank for `tree`, then newest first, as the SQL path orders a search it counts whole. */
  ranked(docs: Int32Array, tree: TsQuery, limit: number, offset: number): string[] {
    const { newestPlace, ids } = this.data;
    const operands = rankOperands(tree, this.data.lexemes);
    const and = tree.kind === "and";
    const ranks = new Map<number, number>();
    for (const doc of docs) ranks.set(doc, tsRank(this.document(doc), operands, and));
    return [...docs]
      .sort(
        (a, b) => (ranks.get(b) as number) - (ranks.get(a) as number) || (newestPlace[a] as number) - (newestPlace[b] as number),
      )
      .slice(offset, offset + limit)
      .map((doc) => ids[doc] as string);
  }

  /** A set or, `negated`, everything but it: `!black` need not list every document without "black". */
  private matching(tree: TsQuery): { docs: Int32Array; negated: boolean } {
    switch (tree.kind) {
      case "lexeme":
        return { docs: this.postingsOf(lexemeRange(this.data.lexemes, tree.lexeme, tree.prefix)), negated: false };
      case "not": {
        const operand = this.matching(tree.operand);
        return { docs: operand.docs, negated: !operand.negated };
      }
      case "and": {
        const a = this.matching(tree.left);
        const b = this.matching(tree.right);
        if (!a.negated && !b.negated) return { docs: intersect(a.docs, b.docs), negated: false };
        if (a.negated && b.negated) return { docs: union(a.docs, b.docs), negated: true };
        return a.negated ? { docs: minus(b.docs, a.docs), negated: false } : { docs: minus(a.docs, b.docs), negated: false };
      }
      case "or": {
        const a = this.matching(tree.left);
        const b = this.matching(tree.right);
        if (!a.negated && !b.negated) return { docs: union(a.docs, b.docs), negated: false };
        if (a.negated && b.negated) return { docs: intersect(a.docs, b.docs), negated: true };
        return a.negated ? { docs: minus(a.docs, b.docs), negated: true } : { docs: minus(b.docs, a.docs), negated: true };
      }
    }
  }

  private postingsOf({ from, to }: RankOperand): Int32Array {
    const { postingStart, postingDocs, ids } = this.data;
    const postings = (id: number) => postingDocs.subarray(postingStart[id], postingStart[id + 1]);
    if (to - from === 1) return postings(from);
    // A short prefix can begin hundreds of lexemes: mark their documents once rather than merge list after list.
    const marked = new Uint8Array(ids.length);
    let count = 0;
    for (let id = from; id < to; id++) {
      for (const doc of postings(id)) {
        count += 1 - (marked[doc] as number);
        marked[doc] = 1;
      }
    }
    const docs = new Int32Array(count);
    for (let doc = 0, n = 0; n < count; doc++) if (marked[doc] === 1) docs[n++] = doc;
    return docs;
  }

  private document(doc: number): RankDocument {
    const { entryStart, entryLexeme, positionStart, positions } = this.data;
    const first = entryStart[doc] as number;
    return {
      lexemes: entryLexeme.subarray(first, entryStart[doc + 1]),
      positions: (entry) => positions.subarray(positionStart[first + entry], positionStart[first + entry + 1]),
    };
  }
}

/**
 * The index of each database handle, built at the first search and again whenever a search finds the
 * catalog changed. One build at a time, and a build waits as long after the last one as that one
 * took, so a stream of catalog edits keeps it building at most half the time (searches meanwhile go
 * to PostgreSQL).
 */
class IndexHolder {
  private index: SearchIndex | undefined;
  private building: Promise<void> | undefined;
  private notBefore = 0;
  /**
   * Each text's tsqueries as PostgreSQL wrote them: a function of the text alone (its colour words and
   * the `english` configuration), so kept, unlike answers, while there is room.
   */
  private readonly texts = new Map<string, string[]>();

  constructor(private readonly db: Database) {}

  /** The index, unless none is built yet or it was found behind (a build is then started when allowed). */
  current(): SearchIndex | undefined {
    if (!this.index) this.build();
    return this.index;
  }

  /** The catalog changed since the index was built: forget it and build anew when allowed. */
  stale(): void {
    this.index = undefined;
    this.build();
  }

  async parsed(text: string, queries: SQL[]): Promise<string[]> {
    const known = this.texts.get(text);
    if (known) return known;
    const [row] = await this.db
      .select({
        texts: sql<string>`array_to_json(array[${sql.join(
          queries.map((query) => sql`(${query})::text`),
          sql`, `,
        )}]::text[])::text`,
      })
      .from(sql`(select 1) as one`);
    const texts = JSON.parse(row?.texts ?? "[]") as string[];
    if (this.texts.size >= KEPT_QUERY_TEXTS) this.texts.delete(this.texts.keys().next().value as string);
    this.texts.set(text, texts);
    return texts;
  }

  /** Builds now, or after the build under way (which may have started before the latest change). */
  async ready(): Promise<void> {
    await this.building;
    this.notBefore = 0;
    this.build();
    await this.building;
  }

  private build(): void {
    if (this.building || performance.now() < this.notBefore) return;
    const started = performance.now();
    this.building = loadIndexData(this.db)
      .then((data) => {
        this.index = new SearchIndex(data);
      })
      .catch((error: unknown) => {
        // Searches keep going to PostgreSQL; the next one after the pause below tries again.
        console.warn("[search] the search index could not be built", error);
      })
      .finally(() => {
        this.building = undefined;
        const finished = performance.now();
        this.notBefore = finished + (finished - started);
      });
  }
}

/** Texts whose tsqueries are kept: a few thousand distinct searches, well under a megabyte. */
const KEPT_QUERY_TEXTS = 5_000;

const holders = new WeakMap<Database, IndexHolder>();

function holderOf(db: Database): IndexHolder {
  let holder = holders.get(db);
  if (!holder) {
    holder = new IndexHolder(db);
    holders.set(db, holder);
  }
  return holder;
}

/** Builds the index of `db` now; a search made after this resolves is answered from it (unless the catalog changed since). */
export function buildSearchIndex(db: Database): Promise<void> {
  return holderOf(db).ready();
}
