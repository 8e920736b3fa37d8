import { type ReactNode, useId } from "react";
import { type FigureKind, formatFigure } from "./report-format.ts";

/**
 * One breakdown of the period (by category, by state, ...) as a plain table with a link to the same
 * rows as CSV. Wide tables scroll sideways inside their frame on a phone, which takes keyboard focus
 * so it can be scrolled without a mouse: a group named by the table's caption, not a landmark, so a
 * screen reader's list of regions holds the report's sections and not every table twice.
 */

export interface BreakdownColumn<Row> {
  header: string;
  /** Null for a rate with nothing to divide by ("–"). */
  value: (row: Row) => string | number | null;
  /** Numbers are written in Indian style and set to the right; text is left as it is. */
  kind?: FigureKind;
  /** What a screen reader says instead of the value, when the value is a sign ("↑ 12%": "up 12% on the previous period"). */
  words?: (row: Row) => string;
}

/** The rows as a table in its scrolling frame, both named by `caption`. */
export function ReportTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
}: {
  caption: string;
  rows: Row[];
  columns: BreakdownColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and needs focus to scroll by keyboard.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; this groups a table to name its scrolling frame.
    <div className="report-table-wrap" tabIndex={0} role="group" aria-labelledby={captionId}>
      <table className="report-table">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.kind ? "report-number" : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => {
                const value = column.value(row);
                const shown = column.kind && typeof value !== "string" ? formatFigure(value, column.kind) : String(value ?? "–");
                const text = column.words ? (
                  <>
                    <span aria-hidden="true">{shown}</span>
                    <span className="visually-hidden">{column.words(row)}</span>
                  </>
                ) : (
                  shown
                );
                return index === 0 ? (
                  <th key={column.header} scope="row">
                    {text}
                  </th>
                ) : (
                  <td key={column.header} className={column.kind ? "report-number" : undefined}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A titled breakdown with its CSV download, or a line saying it has no rows. The link has no
 * `download` attribute: the API's CSV comes as an attachment and is saved with the page left as it is,
 * while a refusal leads back to the report saying why (a `download` link would save that page as a file).
 */
export function BreakdownTable<Row>({
  id,
  title,
  intro,
  rows,
  columns,
  rowKey,
  csvHref,
  empty,
}: {
  /** Names the section: its heading is `${id}-title`. */
  id: string;
  title: string;
  intro?: ReactNode;
  rows: Row[];
  columns: BreakdownColumn<Row>[];
  rowKey: (row: Row) => string;
  csvHref: string;
  empty: string;
}) {
  const titleId = `${id}-title`;
  return (
    <section className="report-section" aria-labelledby={titleId}>
      <div className="report-section__heading">
        <h2 id={titleId}>{title}</h2>
        <a href={csvHref} className="report-csv" aria-describedby={titleId}>
          Download CSV
        </a>
      </div>
      {intro ? <p className="admin-muted">{intro}</p> : null}
      {rows.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <ReportTable caption={title} rows={rows} columns={columns} rowKey={rowKey} />
      )}
    </section>
  );
}
