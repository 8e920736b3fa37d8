import { inflateRawSync } from "node:zlib";

/**
 * What an XLSX file (a zip of XML parts) unpacks to, checked before the spreadsheet library loads it:
 * a few hundred kilobytes can unpack to gigabytes, or name a cell in the last column (XFD) on every
 * row, which the library then walks cell by cell. The parts are inflated here with a cap on what they
 * may produce, so sizes a file merely declares cannot fool the check.
 */

/** A bank's statement of 20,000 rows unpacks to a few megabytes. */
const WORKBOOK_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Banks print fewer than twenty columns; column BL is far past any of them. */
export const STATEMENT_MAX_COLUMNS = 64;

export type WorkbookCheck = "ok" | "unreadable" | "too_large" | "too_wide";

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The zip's entries from its central directory; undefined when it has none that can be read. */
function zipEntries(file: Buffer): ZipEntry[] | undefined {
  // The end record is the last 22 bytes, unless a comment (at most 65,535 bytes) follows it.
  let end = -1;
  for (let at = file.length - 22; at >= Math.max(0, file.length - 22 - 65_535); at--) {
    if (file.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = file.readUInt16LE(at + 28);
    entries.push({
      method: file.readUInt16LE(at + 10),
      compressedSize: file.readUInt32LE(at + 20),
      localOffset: file.readUInt32LE(at + 42),
      name: file.toString("utf8", at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return entries;
}

/** One entry's bytes, inflated to at most `budget` bytes; undefined when unreadable, "too_large" past the budget. */
function unpack(file: Buffer, entry: ZipEntry, budget: number): Buffer | "too_large" | undefined {
  const at = entry.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL_HEADER) return undefined;
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  const data = file.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) return data.length > budget ? "too_large" : data;
  if (entry.method !== DEFLATED) return undefined;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError ? "too_large" : undefined;
  }
}

/**
 * The highest column a sheet's XML puts a cell in: a cell names its place (`<c r="XFD20001">`) or,
 * without one, follows the cell before it in its row. 1 for A, 16,384 for XFD.
 */
function widestColumn(sheetXml: string): number {
  let widest = 0;
  let column = 0;
  for (const tag of sheetXml.matchAll(/<(?:\w+:)?(row|c)\b([^>]*)>/g)) {
    if (tag[1] === "row") {
      column = 0;
      continue;
    }
    const place = /\br="([A-Z]{1,3})\d+"/.exec(tag[2] ?? "");
    column = place?.[1] ? [...place[1]].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) : column + 1;
    widest = Math.max(widest, column);
  }
  return widest;
}

/** Whether the workbook may be loaded: it unpacks to at most the limit, and no sheet has a cell past column 64. */
export function checkWorkbook(file: Buffer): WorkbookCheck {
  const entries = zipEntries(file);
  if (!entries) return "unreadable";
  let left = WORKBOOK_MAX_UNPACKED_BYTES;
  for (const entry of entries) {
    if (entry.name.endsWith("/")) continue;
    const bytes = unpack(file, entry, left);
    if (bytes === "too_large") return "too_large";
    if (!bytes) return "unreadable";
    left -= bytes.length;
    if (left < 0) return "too_large";
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name) && widestColumn(bytes.toString("utf8")) > STATEMENT_MAX_COLUMNS)
      return "too_wide";
  }
  return "ok";
}
