/**
 * The last step of a search (product names that contain the text or are close to it, see
 * searchVariantIds) answered in process from the names the search index holds, with the answers of
 * its SQL (closeNames): pg_trgm's `word_similarity` reproduced here, so a typo or a made-up word
 * costs a few hundred microseconds instead of 4–5 statements and up to 0.3 s of PostgreSQL.
 *
 * pg_trgm's rules (trgm_op.c, generate_trgm_only and calc_word_similarity): words are runs of
 * letters and digits, each lower-cased and padded with two spaces in front and one behind; a
 * trigram is three characters of a padded word. word_similarity(text, name) is the greatest
 * shared / (text's trigrams + extent's trigrams − shared) over the extents of the name's trigrams
 * (as a float4), and `text <% name` holds when it is 0.6 or more (pg_trgm.word_similarity_threshold).
 */

import { lowerBound } from "./sorted-sets.ts";

/** The shortest text the names step looks for (typos in three letters are not worth it: "and"). */
export const MIN_SIMILAR_TEXT = 4;

/** pg_trgm.word_similarity_threshold's default, as the float4 it is compared as. */
const THRESHOLD = Math.fround(0.6);

/**
 * At most this many names are compared exactly (word_similarity) per search, those sharing most
 * trigrams with the text first: a word half the catalog has beside a number ("kurta 4") shares
 * its trigrams with 5,000 names, all equally close.
 */
const MAX_COMPARED_NAMES = 1_000;

/**
 * At most this many names are looked at per search, most of them ruled out without comparing
 * ("ajrkh" shares four of its six trigrams with every name holding "ajrakh", and is close to none).
 */
const MAX_EXAMINED_NAMES = 5_000;

/**
 * At most this many active products whose names are close to a text word by word (pg_trgm's `<%`)
 * are looked at for it, and, in a search's last step, as many whose names contain it. A word the
 * catalog is full of beside one it does not have ("kurta 4") is close to every kurta's name: 5,000
 * of 33,000 products at 100,000 colourways, each compared word by word (word_similarity, about
 * 7 µs a name) and sorted, 0.2–0.9 s of PostgreSQL for one search or keystroke. Four hundred
 * products are about 1,200 colourways, as many as a text search counts; past that, names are ranked
 * among the first found rather than among every close one.
 */
export const MAX_CLOSE_NAMES = 400;

/**
 * Suggestions rank names that begin with the text, then names that contain it, each by closeness;
 * at most this many distinct names of either kind are ranked. A few letters begin 1,500 of 14,700
 * names at 100,000 colourways (10 ms to rank), and the next kind is read only when the first has
 * too few: what a shopper types gets the same suggestions as when every name was compared.
 */
export const MAX_RANKED_NAMES = 2_000;

/** Letters, marks and digits: what pg_trgm reads as a word under a UTF-8 locale. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Whether the names step can be answered here: printable ASCII, where JavaScript and every locale agree on case and words. */
export function namesAnswerable(text: string): boolean {
  return /^[\x20-\x7e]*$/.test(text);
}

/** The text's trigrams in order, as generate_trgm_only makes them (duplicates kept). */
function trigramsOf(text: string): string[] {
  const found: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    const chars = [" ", " ", ...word.toLowerCase(), " "];
    for (let i = 0; i + 3 <= chars.length; i++) found.push(`${chars[i]}${chars[i + 1]}${chars[i + 2]}`);
  }
  return found;
}

/** word_similarity(text, name) as pg_trgm computes it. */
export function wordSimilarity(text: string, name: string): number {
  const ids = new Map<string, number>();
  const idOf = (trigram: string) => {
    let id = ids.get(trigram);
    if (id === undefined) {
      id = ids.size;
      ids.set(trigram, id);
    }
    return id;
  };
  const textIds = trigramsOf(text).map(idOf);
  const nameIds = Int32Array.from(trigramsOf(name), idOf);
  const found = new Uint8Array(ids.size);
  for (const id of textIds) found[id] = 1;
  return similarity(nameIds, 0, nameIds.length, found, new Set(textIds).size, new Int32Array(ids.size).fill(-1));
}

/**
 * iterate_word_similarity: the greatest similarity over extents of `trigrams` from `from` to `to`
 * (ids; `found` marks the text's), where the text has `textCount` distinct trigrams. `lastAt` is
 * scratch indexed by id, all -1 before and after.
 */
function similarity(
  trigrams: Int32Array,
  from: number,
  to: number,
  found: Uint8Array,
  textCount: number,
  lastAt: Int32Array,
): number {
  let extentCount = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  for (let i = from; i < to; i++) {
    const id = trigrams[i] as number;
    const inText = found[id] === 1;
    if (lower >= 0 || inText) {
      if ((lastAt[id] as number) < 0) {
        extentCount++;
        if (inText) shared++;
      }
      lastAt[id] = i;
    }
    if (!inText) continue;
    if (lower === -1) {
      lower = i;
      extentCount = 1;
    }
    // The extent ends here; its start moves right while that makes it closer.
    let current = ratio(shared, textCount, extentCount);
    let tryShared = shared;
    let tryCount = extentCount;
    const previousLower = lower;
    for (let start = lower; start <= i; start++) {
      const tried = ratio(tryShared, textCount, tryCount);
      if (tried > current) {
        current = tried;
        extentCount = tryCount;
        lower = start;
        shared = tryShared;
      }
      const at = trigrams[start] as number;
      if (lastAt[at] === start) {
        tryCount--;
        if (found[at] === 1) tryShared--;
      }
    }
    if (current > best) best = current;
    for (let start = previousLower; start < lower; start++) {
      const at = trigrams[start] as number;
      if (lastAt[at] === start) lastAt[at] = -1;
    }
  }
  for (let i = from; i < to; i++) lastAt[trigrams[i] as number] = -1;
  return Math.fround(best);
}

/**
 * CALCSML, which pg_trgm computes and compares in float4: compared here in float8, which orders these
 * ratios of small counts as float4 does (two that differ differ by far more than float4's precision).
 */
function ratio(shared: number, textCount: number, extentCount: number): number {
  return shared / (textCount + extentCount - shared);
}

/** Whether ascending `list` holds `value`. */
function contains(list: Int32Array, value: number): boolean {
  const at = lowerBound(list, value);
  return at < list.length && list[at] === value;
}

/** A name the names step keeps, with what it is ranked by (see closeNames in search-suggestion-queries.ts). */
interface CloseName {
  /** The name's place in the list NameIndex was built from. */
  place: number;
  /** The name begins with the text. */
  starts: boolean;
  /** The name contains the text. */
  holds: boolean;
  /** word_similarity(text, name). */
  closeness: number;
}

/** Distinct names, each as its trigram ids, with each trigram's names: what the names step reads. */
export class NameIndex {
  private readonly names: readonly string[];
  private readonly lowered: string[];
  /** Places by lower-cased name: the names beginning with a text are neighbours. */
  private readonly byLowered: Int32Array;
  private readonly ids = new Map<string, number>();
  /** Name n's trigram ids, in order: nameTrigrams from nameStart[n] to nameStart[n + 1]. */
  private readonly nameStart: Int32Array;
  private readonly nameTrigrams: Int32Array;
  /** Trigram t's names, ascending and each once: postingNames from postingStart[t] to postingStart[t + 1]. */
  private readonly postingStart: Int32Array;
  private readonly postingNames: Int32Array;
  /** Scratch, as `similarity` wants it, and counts of shared trigrams by name (0 between uses). */
  private readonly lastAt: Int32Array;
  private readonly shared: Uint16Array;

  /** `names` distinct, in the order the names step keeps them when more qualify than it keeps. */
  constructor(names: readonly string[]) {
    this.names = names;
    this.lowered = names.map((name) => name.toLowerCase());
    const lowered = this.lowered;
    this.byLowered = Int32Array.from(lowered.keys()).sort((a, b) =>
      (lowered[a] as string) < (lowered[b] as string) ? -1 : (lowered[a] as string) > (lowered[b] as string) ? 1 : 0,
    );
    const trigrams: number[] = [];
    this.nameStart = new Int32Array(names.length + 1);
    names.forEach((name, n) => {
      for (const trigram of trigramsOf(name)) {
        let id = this.ids.get(trigram);
        if (id === undefined) {
          id = this.ids.size;
          this.ids.set(trigram, id);
        }
        trigrams.push(id);
      }
      this.nameStart[n + 1] = trigrams.length;
    });
    this.nameTrigrams = Int32Array.from(trigrams);
    // Postings by counting, a name once per trigram however often it has it (names come in order).
    const lastName = new Int32Array(this.ids.size).fill(-1);
    this.postingStart = new Int32Array(this.ids.size + 1);
    const eachOnce = (visit: (id: number, name: number) => void) => {
      lastName.fill(-1);
      for (let n = 0; n < names.length; n++) {
        for (let i = this.nameStart[n] as number; i < (this.nameStart[n + 1] as number); i++) {
          const id = this.nameTrigrams[i] as number;
          if (lastName[id] === n) continue;
          lastName[id] = n;
          visit(id, n);
        }
      }
    };
    eachOnce((id) => {
      this.postingStart[id + 1] = (this.postingStart[id + 1] as number) + 1;
    });
    for (let id = 0; id < this.ids.size; id++)
      this.postingStart[id + 1] = (this.postingStart[id + 1] as number) + (this.postingStart[id] as number);
    this.postingNames = new Int32Array(this.postingStart[this.ids.size] as number);
    const filled = this.postingStart.slice(0, this.ids.size);
    eachOnce((id, n) => {
      this.postingNames[(filled[id] as number)++] = n;
    });
    this.lastAt = new Int32Array(this.ids.size).fill(-1);
    this.shared = new Uint16Array(names.length);
  }

  /**
   * The names that contain `text` and those close to it (`text <% name`), each kind at most `max`
   * by `weigh` (a name's products), the earliest places first among those containing it and the
   * most trigrams shared among those close to it; `text` lower-case, as searches normalise it.
   */
  close(text: string, max: number, weigh: (place: number) => number): CloseName[] {
    const kept = new Map<number, CloseName>();
    const { textTrigrams, known, found, closeness } = this.comparer(text);

    let weight = 0;
    for (const place of this.holding(text)) {
      weight += weigh(place);
      const lowered = this.lowered[place] as string;
      kept.set(place, { place, starts: lowered.startsWith(text), holds: true, closeness: closeness(place) });
      if (weight >= max) break;
    }

    // A name with fewer shared trigrams than this is further than the threshold from the text, whatever its extent.
    const needed = Math.max(1, Math.ceil(THRESHOLD * textTrigrams.length - 1e-6));
    if (known.length < needed) return [...kept.values()];
    const { shared } = this;
    // A name in none of the `known.length - needed + 1` shortest lists is in at most needed - 1 and
    // cannot qualify: the names of those lists are the candidates. The longer lists (" sa" and "ee "
    // hold most names) only add to the counts of candidates that can still get to `needed`, by a
    // search each once they are few. Same counts for every name that qualifies, far fewer read.
    const lists = known
      .map((id) => this.postingNames.subarray(this.postingStart[id], this.postingStart[id + 1]))
      .sort((a, b) => a.length - b.length);
    const cut = known.length - needed + 1;
    const touched: number[] = [];
    for (const list of lists.slice(0, cut)) {
      for (const name of list) {
        if (shared[name] === 0) touched.push(name);
        shared[name] = (shared[name] as number) + 1;
      }
    }
    let alive = touched;
    for (let j = cut; j < lists.length && alive.length > 0; j++) {
      const list = lists[j] as Int32Array;
      if (alive.length * Math.log2(list.length + 1) < list.length) {
        for (const name of alive) if (contains(list, name)) shared[name] = (shared[name] as number) + 1;
      } else {
        // Names already out count on too; they stay below `needed` whatever they add.
        for (const name of list) if (shared[name] !== 0) shared[name] = (shared[name] as number) + 1;
      }
      const listsLeft = lists.length - j - 1;
      alive = alive.filter((name) => (shared[name] as number) + listsLeft >= needed);
    }
    // By trigrams shared, most first, then by place: counted into one list per number shared.
    const byShared: number[][] = Array.from({ length: known.length + 1 - needed }, () => []);
    for (const name of touched) {
      const n = shared[name] as number;
      shared[name] = 0;
      if (n >= needed) byShared[n - needed]?.push(name);
    }
    weight = 0;
    let compared = 0;
    let examined = 0;
    for (let n = byShared.length - 1; n >= 0 && weight < max && compared < MAX_COMPARED_NAMES; n--) {
      // Sharing this few, a close name has an extent of shared trigrams alone (see hasSharedRun):
      // shared / 0.6 - t < 1, in whole numbers.
      const onlyShared = 5 * (n + needed) < 3 * (textTrigrams.length + 1);
      for (const place of Int32Array.from(byShared[n] as number[]).sort()) {
        if (weight >= max || compared >= MAX_COMPARED_NAMES || examined++ >= MAX_EXAMINED_NAMES) break;
        if (onlyShared && !this.hasSharedRun(place, found, needed)) continue;
        compared++;
        const near = closeness(place);
        if (near < THRESHOLD) continue;
        weight += weigh(place);
        if (!kept.has(place)) kept.set(place, { place, starts: false, holds: false, closeness: near });
      }
    }
    return [...kept.values()];
  }

  /**
   * Whether name `place` has `needed` trigrams in a row that are all the text's. An extent with c of
   * the text's t trigrams and g others has similarity c / (t + g); at 0.6 or more, g <= c / 0.6 - t,
   * which is under 1 when the name shares few enough trigrams: then the extent is the text's trigrams
   * alone, at least `needed` of them (c >= 0.6 t) in a row. A shorter run rules the name out without
   * comparing it.
   */
  private hasSharedRun(place: number, found: Uint8Array, needed: number): boolean {
    let run = 0;
    for (let i = this.nameStart[place] as number, end = this.nameStart[place + 1] as number; i < end; i++) {
      run = found[this.nameTrigrams[i] as number] === 1 ? run + 1 : 0;
      if (run >= needed) return true;
    }
    return false;
  }

  /**
   * What search suggestions show (suggestProductNames in search-suggestion-queries.ts, which PostgreSQL
   * answers the same way): the names that begin with `text`, then those containing it, then, for two
   * words or more, those holding every word (the last as a word's beginning: it may be half typed),
   * then those close to it (`text <% name`, among at most `maxClose` by `weigh`); each kind read only
   * while the kinds before it give fewer than `limit`, at most MAX_RANKED_NAMES of each, ranked by
   * closeness (word_similarity) and then by name. `text` lower-case with single spaces. Names by place.
   */
  suggest(text: string, limit: number, maxClose: number, weigh: (place: number) => number): number[] {
    const { closeness } = this.comparer(text);
    // The `wanted` closest of `places`, then by name: a few of up to MAX_RANKED_NAMES, so picked, not sorted.
    const best = (places: Iterable<number>, wanted: number) => {
      const top: { place: number; near: number }[] = [];
      const before = (a: { place: number; near: number }, b: { place: number; near: number }) =>
        a.near > b.near || (a.near === b.near && (this.names[a.place] as string) < (this.names[b.place] as string));
      for (const place of places) {
        const entry = { place, near: closeness(place) };
        if (top.length === wanted && !before(entry, top[wanted - 1] as { place: number; near: number })) continue;
        let at = Math.min(top.length, wanted - 1);
        top[at] = entry;
        for (; at > 0 && before(entry, top[at - 1] as { place: number; near: number }); at--) {
          top[at] = top[at - 1] as { place: number; near: number };
          top[at - 1] = entry;
        }
      }
      return top.map(({ place }) => place);
    };
    const chosen = best(this.starting(text), limit);
    if (chosen.length < limit) {
      const holding: number[] = [];
      for (const place of this.holding(text)) {
        if (holding.length >= MAX_RANKED_NAMES) break;
        if (!(this.lowered[place] as string).startsWith(text)) holding.push(place);
      }
      chosen.push(...best(holding, limit - chosen.length));
    }
    const words = [...new Set(text.split(" "))];
    const last = words.pop() ?? "";
    const everyWord = (place: number) => {
      const lowered = this.lowered[place] as string;
      return (
        words.length > 0 &&
        words.every((word) => lowered.includes(word)) &&
        (lowered.startsWith(last) || lowered.includes(` ${last}`))
      );
    };
    if (chosen.length < limit && words.length > 0) {
      const every: number[] = [];
      for (const place of this.withInnerTrigrams(text)) {
        if (every.length >= MAX_RANKED_NAMES) break;
        if (everyWord(place) && !(this.lowered[place] as string).includes(text)) every.push(place);
      }
      chosen.push(...best(every, limit - chosen.length));
    }
    if (chosen.length < limit) {
      const close = this.close(text, maxClose, weigh).filter(({ place, holds }) => !holds && !everyWord(place));
      chosen.push(
        ...best(
          close.map(({ place }) => place),
          limit - chosen.length,
        ),
      );
    }
    return chosen;
  }

  /** The names beginning with `text` (at most MAX_RANKED_NAMES), from their neighbours in `byLowered`. */
  private *starting(text: string): Generator<number> {
    const { byLowered, lowered } = this;
    let low = 0;
    let high = byLowered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((lowered[byLowered[middle] as number] as string) < text) low = middle + 1;
      else high = middle;
    }
    for (let i = low, end = Math.min(byLowered.length, low + MAX_RANKED_NAMES); i < end; i++) {
      const place = byLowered[i] as number;
      if (!(lowered[place] as string).startsWith(text)) return;
      yield place;
    }
  }

  /** Name `place` as PostgreSQL has it. */
  nameAt(place: number): string {
    return this.names[place] as string;
  }

  /** `text`'s distinct trigrams, those names have, and word_similarity(text, a name) by place. */
  private comparer(text: string) {
    const textTrigrams = [...new Set(trigramsOf(text))];
    const known = textTrigrams.map((trigram) => this.ids.get(trigram)).filter((id) => id !== undefined);
    const found = new Uint8Array(this.ids.size);
    for (const id of known) found[id] = 1;
    const closeness = (place: number) =>
      similarity(
        this.nameTrigrams,
        this.nameStart[place] as number,
        this.nameStart[place + 1] as number,
        found,
        textTrigrams.length,
        this.lastAt,
      );
    return { textTrigrams, known, found, closeness };
  }

  /** The names containing `text`, by place (see withInnerTrigrams). Read as they are taken. */
  private *holding(text: string): Generator<number> {
    for (const place of this.withInnerTrigrams(text)) if ((this.lowered[place] as string).includes(text)) yield place;
  }

  /**
   * By place, the names with every three letters or digits in a row the text has (its words' inner
   * trigrams), or every name when it has none ("xl 42"): all that can contain the text, or each of its
   * words. Read as they are taken.
   */
  private *withInnerTrigrams(text: string): Generator<number> {
    const inner = new Set<number>();
    for (const word of text.match(WORD) ?? []) {
      const chars = [...word];
      for (let i = 0; i + 3 <= chars.length; i++) {
        const id = this.ids.get(`${chars[i]}${chars[i + 1]}${chars[i + 2]}`);
        // A text with three letters no name has is in no name.
        if (id === undefined) return;
        inner.add(id);
      }
    }
    const lists = [...inner]
      .map((id) => this.postingNames.subarray(this.postingStart[id], this.postingStart[id + 1]))
      .sort((a, b) => a.length - b.length);
    const shortest = lists[0];
    const count = shortest ? shortest.length : this.lowered.length;
    for (let i = 0; i < count; i++) yield shortest ? (shortest[i] as number) : i;
  }
}
