/** Footer category columns hold 10 entries each. */
const FOOTER_COLUMN_SIZE = 10;

/** Splits a list into consecutive columns of at most `size` entries. */
export function splitIntoColumns<T>(items: readonly T[], size: number = FOOTER_COLUMN_SIZE): T[][] {
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += size) columns.push(items.slice(start, start + size));
  return columns;
}
