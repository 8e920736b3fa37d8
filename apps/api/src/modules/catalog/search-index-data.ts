import { COLOUR_GROUP_KEYS, colourGroupsOf } from "@chhaap/contract/colour-groups";
import { sql } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { SizeStock } from "./search-stock.ts";

/**
 * What the in-process search index (search-index.ts) holds of the variants shoppers see. Document
 * numbers follow id order, the tie-break of every search order.
 */
export interface IndexData {
  /** The search epoch the rows were read at. */
  epoch: number;
  ids: string[];
  prices: Int32Array;
  /** Each document's product, as its place in `productNames`. */
  productOf: Int32Array;
  /** The names of the active products, newest product first (then by id)… */
  productNames: string[];
  /** …and their ids. */
  productIds: string[];
  /** Each document's category, as its place in `categoryIds`. */
  categoryOf: Int32Array;
  /** The categories of the documents, each once. */
  categoryIds: string[];
  /** Each document's colour groups (colour-groups.ts), bit i for COLOUR_GROUP_KEYS[i]. */
  colourBits: Int32Array;
  /** Each document's material, as its place in `materials` (lower-cased and trimmed, as the filter compares). */
  materialOf: Int32Array;
  materials: string[];
  /** Sizes offered and in stock, kept fresh by stock epoch rather than the search epoch (search-stock.ts). */
  stock: SizeStock;
  /** Document numbers cheapest first (then by id). */
  byPrice: Int32Array;
  /** Document numbers newest first (then by id). */
  byNewest: Int32Array;
  /** Each document's place in byNewest. */
  newestPlace: Int32Array;
  /** Every lexeme, sorted, so those sharing a prefix are neighbours; a lexeme's id is its place here. */
  lexemes: string[];
  /** The documents of lexeme l, ascending: postingDocs from postingStart[l] to postingStart[l + 1]. */
  postingStart: Int32Array;
  postingDocs: Int32Array;
  /** Document d's entries are entryStart[d] to entryStart[d + 1]: each a lexeme id (ascending within the document)… */
  entryStart: Int32Array;
  entryLexeme: Int32Array;
  /** …and its positions, positionStart[e] to positionStart[e + 1], packed as `position << 2 | weight` (D 0 … A 3). */
  positionStart: Int32Array;
  positions: Int32Array;
}

/** Documents read per statement: each page is parsed between two reads, so a build never holds the event loop long. */
const DOCUMENTS_PER_READ = 5_000;

/**
 * Reads the index in one read-only repeatable-read transaction, so every statement sees the same
 * snapshot and the epoch read first is the one the rows stand for. PostgreSQL sorts the orders, so
 * their ties are its own, as in the SQL path; each search document comes as tsvector text, with the
 * positions and weights ts_rank needs.
 */
export function loadIndexData(db: Database, documentsPerRead = DOCUMENTS_PER_READ): Promise<IndexData> {
  return db.transaction(
    async (tx) => {
      const [head] = await tx
        .select({
          json: sql<string>`(with docs as (select (row_number() over (order by id))::int - 1 as n, id, sale_price_paise,
              created_at from variants where listed)
            select json_build_object(
              'epoch', (select n from search_epoch),
              'stockEpoch', (select n from stock_epoch),
              'byPrice', (select coalesce(json_agg(n order by sale_price_paise, id), '[]') from docs),
              'byNewest', (select coalesce(json_agg(n order by created_at desc, id), '[]') from docs),
              'products', (select coalesce(json_agg(json_build_array(id, name) order by created_at desc, id), '[]')
                from products where status = 'active')
            )::text)`,
        })
        .from(sql`(select 1) as one`);
      const { epoch, stockEpoch, byPrice, byNewest, products } = JSON.parse(head?.json ?? "{}") as {
        epoch: number;
        stockEpoch: number;
        byPrice: number[];
        byNewest: number[];
        products: [id: string, name: string][];
      };
      const builder = new IndexBuilder(byPrice.length, products);
      let after = "00000000-0000-0000-0000-000000000000";
      for (;;) {
        const [page] = await tx
          .select({
            json: sql<string>`(select coalesce(json_agg(json_build_array(id, sale_price_paise, search_document::text,
                (select category_id from products where products.id = product_id), product_id, colour, lower(btrim(material)),
                (select coalesce(json_agg(json_build_array(s.size_name, s.quantity > 0)), '[]') from variant_sizes s
                  where s.variant_id = page.id)) order by id), '[]')::text
              from (select id, sale_price_paise, search_document, product_id, colour, material from variants
                where listed and id > ${after}::uuid order by id limit ${documentsPerRead}) page)`,
          })
          .from(sql`(select 1) as one`);
        const rows = JSON.parse(page?.json ?? "[]") as [
          id: string,
          pricePaise: number,
          document: string,
          category: string,
          product: string,
          colour: string,
          material: string,
          sizes: [string, boolean][],
        ][];
        for (const [id, pricePaise, document, category, product, colour, material, sizes] of rows) {
          builder.add(id, pricePaise, document, category, product);
          builder.addFacets(colour, material, sizes);
        }
        if (rows.length < documentsPerRead) break;
        after = rows[rows.length - 1]?.[0] ?? after;
      }
      return builder.finish(Number(epoch), Number(stockEpoch), Int32Array.from(byPrice), Int32Array.from(byNewest));
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Weights by the code of their letter, A to D. */
const WEIGHT_OF_LETTER: Record<number, number> = { 65: 3, 66: 2, 67: 1, 68: 0 };
const QUOTE = 39;
const COLON = 58;
const COMMA = 44;

/**
 * Reads a tsvector as PostgreSQL writes it (`'cotton':4A,10B 'natur':7B`): each lexeme (a quote or
 * backslash in it written twice) and then each of its positions, packed as `position << 2 | weight`
 * (a position's weight letter is left out when it is D).
 */
function scanTsVectorText(text: string, lexeme: (lexeme: string) => void, position: (packed: number) => void): void {
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) !== QUOTE) {
      i++;
      continue;
    }
    let end = text.indexOf("'", i + 1);
    let word = text.slice(i + 1, end);
    while (text.charCodeAt(end + 1) === QUOTE) {
      const next = text.indexOf("'", end + 2);
      word += text.slice(end + 1, next);
      end = next;
    }
    lexeme(word.includes("\\") ? word.replaceAll("\\\\", "\\") : word);
    i = end + 1;
    if (text.charCodeAt(i) !== COLON) continue;
    i++;
    for (;;) {
      let at = 0;
      let c = text.charCodeAt(i);
      while (c >= 48 && c <= 57) {
        at = at * 10 + (c - 48);
        c = text.charCodeAt(++i);
      }
      const weight = WEIGHT_OF_LETTER[c];
      if (weight !== undefined) c = text.charCodeAt(++i);
      position((at << 2) | (weight ?? 0));
      if (c !== COMMA) break;
      i++;
    }
  }
}

/** A tsvector's text as its lexemes, each with its packed positions (see scanTsVectorText). */
export function parseTsVectorText(text: string): [lexeme: string, positions: number[]][] {
  const entries: [string, number[]][] = [];
  scanTsVectorText(
    text,
    (lexeme) => entries.push([lexeme, []]),
    (packed) => entries.at(-1)?.[1].push(packed),
  );
  return entries;
}

/** Documents in id order, inverted into postings once all are in. */
class IndexBuilder {
  private readonly ids: string[] = [];
  private readonly prices: Int32Array;
  private readonly productOf: Int32Array;
  /** Each active product's place in `productNames`. */
  private readonly productPlaces: Map<string, number>;
  private readonly productNames: string[];
  private readonly productIds: string[];
  private readonly categoryOf: Int32Array;
  private readonly categories = new Map<string, number>();
  private readonly colourBits: Int32Array;
  private readonly materialOf: Int32Array;
  private readonly materials = new Map<string, number>();
  /** Each document's sizes until finish() knows every size name. */
  private readonly sizes: [string, boolean][][] = [];
  /** Lexeme ids in the order lexemes were first seen; sorted ids are given in finish(). */
  private readonly seen = new Map<string, number>();
  private readonly entryStart: Int32Array;
  private readonly entryLexeme: number[] = [];
  /** Where each entry's positions start; finish() adds where the last one ends. */
  private readonly positionStart: number[] = [];
  private readonly positions: number[] = [];

  constructor(count: number, products: [id: string, name: string][]) {
    this.prices = new Int32Array(count);
    this.productOf = new Int32Array(count);
    this.productPlaces = new Map(products.map(([id], place) => [id, place]));
    this.productNames = products.map(([, name]) => name);
    this.productIds = products.map(([id]) => id);
    this.categoryOf = new Int32Array(count);
    this.colourBits = new Int32Array(count);
    this.materialOf = new Int32Array(count);
    this.entryStart = new Int32Array(count + 1);
  }

  add(id: string, pricePaise: number, document: string, category: string, product: string): void {
    const doc = this.ids.length;
    this.ids.push(id);
    this.prices[doc] = pricePaise;
    // Listed colourways are those of active products (variants.listed), all in the snapshot read.
    this.productOf[doc] = this.productPlaces.get(product) ?? -1;
    let place = this.categories.get(category);
    if (place === undefined) {
      place = this.categories.size;
      this.categories.set(category, place);
    }
    this.categoryOf[doc] = place;
    scanTsVectorText(
      document,
      (lexeme) => {
        this.positionStart.push(this.positions.length);
        this.entryLexeme.push(this.lexemeId(lexeme));
      },
      (packed) => this.positions.push(packed),
    );
    this.entryStart[doc + 1] = this.entryLexeme.length;
  }

  /** The facet attributes of the document added last. */
  addFacets(colour: string, material: string, sizes: [string, boolean][]): void {
    const doc = this.ids.length - 1;
    let bits = 0;
    for (const key of colourGroupsOf(colour)) bits |= 1 << COLOUR_GROUP_KEYS.indexOf(key);
    this.colourBits[doc] = bits;
    let place = this.materials.get(material);
    if (place === undefined) {
      place = this.materials.size;
      this.materials.set(material, place);
    }
    this.materialOf[doc] = place;
    this.sizes.push(sizes);
  }

  finish(epoch: number, stockEpoch: number, byPrice: Int32Array, byNewest: Int32Array): IndexData {
    // Lexeme ids in sorted order. A document's entries were in PostgreSQL's (byte) order, the same for
    // every character short of astral ones, which get their entries re-sorted below.
    const lexemes = [...this.seen.keys()].sort();
    const finalId = new Int32Array(lexemes.length);
    lexemes.forEach((lexeme, id) => {
      finalId[this.seen.get(lexeme) as number] = id;
    });
    const entryLexeme = Int32Array.from(this.entryLexeme, (seen) => finalId[seen] as number);
    const positionStart = Int32Array.from([...this.positionStart, this.positions.length]);
    const positions = Int32Array.from(this.positions);
    for (let doc = 0; doc < this.ids.length; doc++) sortEntries(doc, this.entryStart, entryLexeme, positionStart, positions);

    // Postings by counting: entries come in document order, so each lexeme's documents come ascending.
    const postingStart = new Int32Array(lexemes.length + 1);
    for (const id of entryLexeme) postingStart[id + 1] = (postingStart[id + 1] as number) + 1;
    for (let id = 0; id < lexemes.length; id++)
      postingStart[id + 1] = (postingStart[id + 1] as number) + (postingStart[id] as number);
    const postingDocs = new Int32Array(entryLexeme.length);
    const filled = postingStart.slice(0, lexemes.length);
    for (let doc = 0; doc < this.ids.length; doc++) {
      for (let entry = this.entryStart[doc] as number; entry < (this.entryStart[doc + 1] as number); entry++) {
        const id = entryLexeme[entry] as number;
        postingDocs[(filled[id] as number)++] = doc;
      }
    }
    const newestPlace = new Int32Array(byNewest.length);
    byNewest.forEach((doc, place) => {
      newestPlace[doc] = place;
    });
    const stock = new SizeStock(
      [...new Set(this.sizes.flatMap((sizes) => sizes.map(([name]) => name)))],
      this.ids.length,
      stockEpoch,
    );
    this.sizes.forEach((sizes, doc) => {
      stock.set(doc, sizes);
    });
    return {
      epoch,
      ids: this.ids,
      prices: this.prices,
      productOf: this.productOf,
      productNames: this.productNames,
      productIds: this.productIds,
      categoryOf: this.categoryOf,
      categoryIds: [...this.categories.keys()],
      colourBits: this.colourBits,
      materialOf: this.materialOf,
      materials: [...this.materials.keys()],
      stock,
      byPrice,
      byNewest,
      newestPlace,
      lexemes,
      postingStart,
      postingDocs,
      entryStart: this.entryStart,
      entryLexeme,
      positionStart,
      positions,
    };
  }

  private lexemeId(lexeme: string): number {
    let id = this.seen.get(lexeme);
    if (id === undefined) {
      id = this.seen.size;
      this.seen.set(lexeme, id);
    }
    return id;
  }
}

/** Puts a document's entries in lexeme-id order when they are not (lexemes with astral characters). */
function sortEntries(
  doc: number,
  entryStart: Int32Array,
  entryLexeme: Int32Array,
  positionStart: Int32Array,
  positions: Int32Array,
): void {
  const first = entryStart[doc] as number;
  const end = entryStart[doc + 1] as number;
  let sorted = true;
  for (let e = first + 1; e < end && sorted; e++) sorted = (entryLexeme[e - 1] as number) < (entryLexeme[e] as number);
  if (sorted) return;
  const order = Array.from({ length: end - first }, (_, k) => first + k).sort(
    (a, b) => (entryLexeme[a] as number) - (entryLexeme[b] as number),
  );
  const lexemes = order.map((e) => entryLexeme[e] as number);
  const lists = order.map((e) => positions.slice(positionStart[e], positionStart[e + 1]));
  let at = positionStart[first] as number;
  lists.forEach((list, k) => {
    entryLexeme[first + k] = lexemes[k] as number;
    positionStart[first + k] = at;
    positions.set(list, at);
    at += list.length;
  });
}
