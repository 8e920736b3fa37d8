/**
 * A tsquery as PostgreSQL writes it as text (`'kurta' & 'ind':* | !'black'`), read back into a tree
 * the in-process search index evaluates (search-index.ts). Only what the index can answer exactly is
 * read: lexemes, prefixes (`:*`), `&`, `|`, `!` and parentheses. Phrases (`<->`, written for quoted
 * or hyphenated words) and weight restrictions (`:A`) need positions and weights the index does not
 * keep, so they read as undefined and the search goes to PostgreSQL.
 */
export type TsQuery =
  | { kind: "lexeme"; lexeme: string; prefix: boolean }
  | { kind: "not"; operand: TsQuery }
  | { kind: "and" | "or"; left: TsQuery; right: TsQuery };

type Token = { kind: "lexeme"; lexeme: string; prefix: boolean } | { kind: "&" | "|" | "!" | "(" | ")" };

/** The tree of `text`; null for the empty query (stop words only: matches nothing); undefined for what the index cannot answer. */
export function parseTsQueryText(text: string): TsQuery | null | undefined {
  const read = tokenize(text);
  if (!read) return undefined;
  if (read.length === 0) return null;
  const tokens: Token[] = read;
  let at = 0;

  // PostgreSQL's precedence: `!` binds tightest, then `&`, then `|`.
  const or = () => chain("or", "|", and);
  const and = () => chain("and", "&", not);
  function chain(kind: "and" | "or", operator: "&" | "|", operand: () => TsQuery | undefined): TsQuery | undefined {
    let left = operand();
    while (left && tokens[at]?.kind === operator) {
      at++;
      const right = operand();
      left = right && { kind, left, right };
    }
    return left;
  }
  function not(): TsQuery | undefined {
    const token = tokens[at++];
    if (token?.kind === "!") {
      const operand = not();
      return operand && { kind: "not", operand };
    }
    if (token?.kind === "lexeme") return token;
    if (token?.kind === "(") {
      const inner = or();
      return tokens[at++]?.kind === ")" ? inner : undefined;
    }
    return undefined;
  }

  const tree = or();
  return at === tokens.length ? tree : undefined;
}

function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === " ") {
      i++;
    } else if (char === "&" || char === "|" || char === "!" || char === "(" || char === ")") {
      tokens.push({ kind: char });
      i++;
    } else if (char === "'") {
      // A quote or backslash inside a lexeme is written twice.
      let lexeme = "";
      i++;
      for (;;) {
        if (i >= text.length) return undefined;
        const c = text[i] as string;
        if ((c === "'" || c === "\\") && text[i + 1] === c) {
          lexeme += c;
          i += 2;
        } else if (c === "'") {
          i++;
          break;
        } else {
          lexeme += c;
          i++;
        }
      }
      let prefix = false;
      if (text[i] === ":") {
        // Only `:*`; a weight letter after the colon restricts the match to weights the index does not keep.
        if (text[i + 1] !== "*" || /[A-Da-d*]/.test(text[i + 2] ?? "")) return undefined;
        prefix = true;
        i += 2;
      }
      tokens.push({ kind: "lexeme", lexeme, prefix });
    } else {
      // `<->` or `<N>`: a phrase.
      return undefined;
    }
  }
  return tokens;
}
