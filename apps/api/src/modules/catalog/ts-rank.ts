/**
 * PostgreSQL's `ts_rank(document, query)` (default weights, no normalisation), as its tsrank.c
 * computes it, in the same single-precision steps (Math.fround where C stores a float), so the search
 * index ranks a search's matches exactly as the database would: ties, and so the order of equal
 * ranks, included. Fetching every match's document to rank it in PostgreSQL cost about 13 ms per
 * search at 1,200 matches.
 */

import { lowerBound } from "./sorted-sets.ts";
import type { TsQuery } from "./tsquery-text.ts";

/** A query operand: the range [from, to) of the index's lexeme ids it matches (one id, or every lexeme with a prefix). */
export interface RankOperand {
  from: number;
  to: number;
}

/**
 * The documents' entries, as the search index packs them (search-index-data.ts): document d's entries
 * are entryStart[d] to entryStart[d + 1], each a lexeme id (ascending within the document) with its
 * positions from positionStart[e] to positionStart[e + 1], packed as `position << 2 | weight` (D 0, C 1,
 * B 2, A 3). Read in place: ranking a search's matches allocates nothing per document.
 */
export interface RankDocuments {
  entryStart: ArrayLike<number>;
  entryLexeme: ArrayLike<number>;
  positionStart: ArrayLike<number>;
  positions: ArrayLike<number>;
}

/** The lexeme ids a query lexeme matches among sorted `lexemes`: itself, or with `prefix` every lexeme it begins. */
export function lexemeRange(lexemes: readonly string[], lexeme: string, prefix: boolean): RankOperand {
  const from = lowerBound(lexemes, lexeme);
  if (!prefix) return { from, to: lexemes[from] === lexeme ? from + 1 : from };
  let to = from;
  while (to < lexemes.length && (lexemes[to] as string).startsWith(lexeme)) to++;
  return { from, to };
}

/** A query's distinct lexemes in lexeme order, as ts_rank takes them (negated ones too), as ranges of `lexemes`. */
export function rankOperands(tree: TsQuery, lexemes: readonly string[]): RankOperand[] {
  const prefixes = new Map<string, boolean>();
  const collect = (node: TsQuery): void => {
    if (node.kind === "lexeme") {
      if (!prefixes.has(node.lexeme)) prefixes.set(node.lexeme, node.prefix);
    } else if (node.kind === "not") collect(node.operand);
    else {
      collect(node.left);
      collect(node.right);
    }
  };
  collect(tree);
  return [...prefixes.keys()].sort().map((lexeme) => lexemeRange(lexemes, lexeme, prefixes.get(lexeme) as boolean));
}

const f = Math.fround;
/** ts_rank's default weights for D, C, B and A, as floats. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const weightOf = (packed: number) => WEIGHTS[packed & 3] as number;
const positionOf = (packed: number) => packed >> 2;

/**
 * The rank of document `doc` of `documents` for a query whose distinct operands, in lexeme order, are
 * `operands` (rankOperands); `and` when the query's top operator is `&` (calc_rank_and), otherwise
 * calc_rank_or.
 */
export function tsRank(documents: RankDocuments, doc: number, operands: readonly RankOperand[], and: boolean): number {
  const first = documents.entryStart[doc] as number;
  const end = documents.entryStart[doc + 1] as number;
  if (first === end || operands.length === 0) return 0;
  const rank = and && operands.length >= 2 ? rankAnd(documents, first, end, operands) : rankOr(documents, first, end, operands);
  return rank < 0 ? f(1e-20) : rank;
}

function rankOr(documents: RankDocuments, first: number, end: number, operands: readonly RankOperand[]): number {
  const { entryLexeme, positionStart, positions } = documents;
  let rank = 0;
  for (const operand of operands) {
    for (let entry = lowerBound(entryLexeme, operand.from, first, end); entry < end; entry++) {
      if ((entryLexeme[entry] as number) >= operand.to) break;
      const from = positionStart[entry] as number;
      const count = (positionStart[entry + 1] as number) - from;
      let sum = 0;
      let best = -1;
      let bestAt = 0;
      for (let j = 0; j < count; j++) {
        const weight = weightOf(positions[from + j] as number);
        sum = f(sum + f(weight / ((j + 1) * (j + 1))));
        if (weight > best) {
          best = weight;
          bestAt = j;
        }
      }
      // π²/6: the limit of Σ 1/i².
      rank = f(rank + f(f(best + sum) - f(best / ((bestAt + 1) * (bestAt + 1)))) / 1.64493406685);
    }
  }
  return f(rank / operands.length);
}

function rankAnd(documents: RankDocuments, first: number, end: number, operands: readonly RankOperand[]): number {
  const { entryLexeme, positionStart, positions } = documents;
  let rank = -1;
  // The entry each operand matched last (-1: none yet), as calc_rank_and keeps its positions.
  const seen = new Int32Array(operands.length).fill(-1);
  for (let i = 0; i < operands.length; i++) {
    const operand = operands[i] as RankOperand;
    for (let entry = lowerBound(entryLexeme, operand.from, first, end); entry < end; entry++) {
      if ((entryLexeme[entry] as number) >= operand.to) break;
      seen[i] = entry;
      const hereFrom = positionStart[entry] as number;
      const hereTo = positionStart[entry + 1] as number;
      for (let k = 0; k < i; k++) {
        const there = seen[k] as number;
        if (there === -1) continue;
        const thereFrom = positionStart[there] as number;
        const thereTo = positionStart[there + 1] as number;
        for (let l = hereFrom; l < hereTo; l++) {
          for (let p = thereFrom; p < thereTo; p++) {
            const a = positions[l] as number;
            const b = positions[p] as number;
            const distance = Math.abs(positionOf(a) - positionOf(b));
            if (distance === 0) continue;
            const weight = f(Math.sqrt(f(f(weightOf(a) * weightOf(b)) * wordDistance(distance))));
            rank = rank < 0 ? weight : f(1.0 - (1.0 - rank) * (1.0 - weight));
          }
        }
      }
    }
  }
  return rank;
}

/** How much two words `distance` positions apart count together. */
function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2)));
}
