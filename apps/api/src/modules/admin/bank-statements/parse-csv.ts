import { parse } from "csv-parse/sync";

/**
 * A CSV statement's cells, row by row, as the bank wrote them (title rows, blank rows and totals
 * included: the header row is found later). Undefined when the bytes are not text.
 */
export function parseCsvStatement(file: Buffer, maxRows: number): string[][] | undefined {
  const text = decodeText(file);
  if (text === undefined) return undefined;
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      to: maxRows + 1,
    });
  } catch {
    return undefined;
  }
}

/** UTF-8, or the Windows code page older bank exports are in; never binary (a NUL byte). */
function decodeText(file: Buffer): string | undefined {
  if (file.includes(0)) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(file);
  } catch {
    return new TextDecoder("windows-1252").decode(file);
  }
}
