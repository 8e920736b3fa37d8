import {
  SIZE_CHART_LIMITS,
  SIZE_MEASURE_LABELS,
  SIZE_PIECE_LABELS,
  type SizeChartForEditing,
} from "@chhaap/contract/admin/size-charts";

/**
 * The size chart editor's form as typed: every cell as text, so a refused save shows exactly what
 * was typed. The form is a grid named flat (`c1.measure` for a column, `r2.label` and `r2.c1` for a
 * row and its cell) so it posts without scripts. It always offers one empty column and one empty row
 * after the chart's: filling them adds a column or a row; ticking "Remove" takes one out.
 */

export interface SizeChartDraft {
  name: string;
  kind: string;
  /** What each column measures; "" while not chosen. */
  measures: string[];
  /** One cell per column, in inches as typed. */
  rows: { label: string; cells: string[] }[];
  categoryIds: string[];
}

export function draftOf(chart: SizeChartForEditing): SizeChartDraft {
  return {
    name: chart.name,
    kind: chart.kind,
    measures: [...chart.measures],
    rows: chart.rows.map((row) => ({ label: row.label, cells: row.inches.map(String) })),
    categoryIds: [...chart.categoryIds],
  };
}

/** A new chart: stitched wear with the columns and sizes most garments have. */
export function emptySizeChartDraft(): SizeChartDraft {
  return {
    name: "",
    kind: "body",
    measures: ["chest", "waist", "length"],
    rows: ["S", "M", "L", "XL"].map((label) => ({ label, cells: ["", "", ""] })),
    categoryIds: [],
  };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Counts come from the form itself; a forged one cannot make the page read more than a chart holds. */
function countOf(form: FormData, name: string, max: number): number {
  const n = Number(text(form, name));
  return Number.isInteger(n) && n >= 0 ? Math.min(n, max) : 0;
}

const blank = (value: string) => value.trim() === "";

/**
 * The draft a posted editor form holds: columns and rows ticked "Remove" left out, and so are the
 * empty column and row the page offers when nothing was typed in them.
 */
export function sizeChartDraftFromForm(form: FormData): SizeChartDraft {
  const columnCount = countOf(form, "columns", SIZE_CHART_LIMITS.measures + 1);
  const rowCount = countOf(form, "rows", SIZE_CHART_LIMITS.rows + 1);
  const typedRows = Array.from({ length: rowCount }, (_, i) => ({
    label: text(form, `r${i}.label`),
    removed: form.get(`r${i}.remove`) === "on",
    cells: Array.from({ length: columnCount }, (_, j) => text(form, `r${i}.c${j}`)),
  })).filter((row) => !row.removed);
  const kept = Array.from({ length: columnCount }, (_, j) => j).filter((j) => {
    if (form.get(`c${j}.remove`) === "on") return false;
    return !blank(text(form, `c${j}.measure`)) || typedRows.some((row) => !blank(row.cells[j] ?? ""));
  });
  return {
    name: text(form, "name"),
    kind: text(form, "kind"),
    measures: kept.map((j) => text(form, `c${j}.measure`)),
    rows: typedRows
      .map((row) => ({ label: row.label, cells: kept.map((j) => row.cells[j] ?? "") }))
      .filter((row) => !blank(row.label) || row.cells.some((cell) => !blank(cell))),
    categoryIds: form.getAll("categoryIds").filter((id): id is string => typeof id === "string"),
  };
}

/**
 * Inches as typed, for the contract to judge: trimmed, a decimal comma read as a point. The text is
 * sent as it is, so only a plain decimal passes ("0x20" or "3.4e1" is refused, never read as 32 or 34).
 */
function inchesOf(typed: string): string {
  return typed.trim().replace(",", ".");
}

/** The API's body for a draft; the contract's schema judges it. */
export function editableSizeChartOf(draft: SizeChartDraft) {
  return {
    name: draft.name,
    kind: draft.kind,
    measures: draft.measures,
    rows: draft.rows.map((row) => ({ label: row.label, inches: row.cells.map(inchesOf) })),
    categoryIds: draft.categoryIds,
  };
}

/**
 * The form field a message of the contract or the API is about: `rows.2.inches.1` is the cell
 * `r2.c1`, `measures.1` the column `c1.measure`; messages about the whole grid stay `measures` and
 * `rows`.
 */
export function sizeChartFieldOf(path: string): string {
  const cell = /^rows\.(\d+)\.inches(?:\.(\d+))?$/.exec(path);
  if (cell) return `r${cell[1]}.c${cell[2] ?? "0"}`;
  const label = /^rows\.(\d+)\.label$/.exec(path);
  if (label) return `r${label[1]}.label`;
  const column = /^measures\.(\d+)$/.exec(path);
  if (column) return `c${column[1]}.measure`;
  return path;
}

/** Where a field sits in the form, top to bottom and left to right: the summary lists them so. */
function fieldRank(field: string): number[] {
  const top = ["name", "kind", "categoryIds", "measures"].indexOf(field);
  if (top >= 0) return [top];
  const column = /^c(\d+)\.measure$/.exec(field);
  if (column) return [4, Number(column[1])];
  if (field === "rows") return [5];
  const row = /^r(\d+)\.(?:label|c(\d+))$/.exec(field);
  if (row) return [6, Number(row[1]), row[2] === undefined ? -1 : Number(row[2])];
  return [7];
}

/** A refused save's messages in the order of their fields on the page. */
export function sizeChartErrorsInOrder(errors: Record<string, string>): [string, string][] {
  return Object.entries(errors).sort(([a], [b]) => {
    const [x, y] = [fieldRank(a), fieldRank(b)];
    for (let k = 0; k < Math.max(x.length, y.length); k++) if ((x[k] ?? -2) !== (y[k] ?? -2)) return (x[k] ?? -2) - (y[k] ?? -2);
    return 0;
  });
}

/**
 * The words for a field in the error summary: the size (or piece) and the measurement of a cell,
 * "M, waist", so each message says which box to look at.
 */
export function sizeChartFieldName(field: string, draft: SizeChartDraft): string {
  const piece = draft.kind === "piece";
  const rowName = (i: number) => {
    const label = draft.rows[i]?.label.trim() ?? "";
    if (label === "") return `${piece ? "Piece" : "Size"} ${i + 1}`;
    return piece ? (SIZE_PIECE_LABELS[label as keyof typeof SIZE_PIECE_LABELS] ?? label) : label;
  };
  const columnName = (j: number) => {
    const label = SIZE_MEASURE_LABELS[draft.measures[j] as keyof typeof SIZE_MEASURE_LABELS];
    return label ? label.toLowerCase() : `column ${j + 1}`;
  };
  const cell = /^r(\d+)\.c(\d+)$/.exec(field);
  if (cell) return `${rowName(Number(cell[1]))}, ${columnName(Number(cell[2]))}`;
  const label = /^r(\d+)\.label$/.exec(field);
  if (label)
    return `${piece ? "Piece" : "Size"} ${Number(label[1]) + 1}${draft.rows[Number(label[1])]?.label.trim() ? ` (${rowName(Number(label[1]))})` : ""}`;
  const column = /^c(\d+)\.measure$/.exec(field);
  if (column) return `Column ${Number(column[1]) + 1}`;
  return (
    (
      { name: "Name", kind: "Rows are", categoryIds: "Used by", measures: "Measurements", rows: "Measurements" } as Record<
        string,
        string
      >
    )[field] ?? "Size chart"
  );
}
