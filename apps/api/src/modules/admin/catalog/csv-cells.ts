/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell that starts with =, +, -, @, a tab
 * or a carriage return is run as a formula by Excel, LibreOffice and Google Sheets when staff open
 * an export. Such a cell is written with a single quote in front, which spreadsheets show as text.
 * A cell that already starts with quotes before one of those characters gets one more, so reading
 * a guarded cell back (one quote off) gives exactly what was exported.
 */
const GUARDED = /^'*[=+\-@\t\r]/;

/** The text of a cell as an export writes it. */
export function guardCsvCell(value: string): string {
  return GUARDED.test(value) ? `'${value}` : value;
}

/** The text a cell stood for, as an import reads it: the guard quote of `guardCsvCell` taken off. */
export function unguardCsvCell(value: string): string {
  return GUARDED.test(value) && value.startsWith("'") ? value.slice(1) : value;
}
