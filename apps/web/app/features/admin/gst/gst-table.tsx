import type { ReactNode } from "react";
import { formatInr } from "#app/features/admin/kit/desk-format.ts";

/**
 * One GSTR-1 section as a plain table: the first column names the row, amounts are rupees set to the
 * right. On a phone the rows become cards whose cells are named by their column (admin.css); a table
 * wider than its frame scrolls inside it, which takes focus so the keyboard can scroll it too.
 */

export interface GstColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
  /** Rupees, written in Indian style. */
  money?: boolean;
}

export function GstTable<Row>({
  title,
  rows,
  columns,
  rowKey,
  empty,
  note,
}: {
  title: string;
  rows: Row[];
  columns: GstColumn<Row>[];
  rowKey: (row: Row) => string;
  /** What an empty section means for this shop. */
  empty: string;
  note?: ReactNode;
}) {
  const id = `gst-${title.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="gst-section">
      <h2 id={id}>{title}</h2>
      {note ? <p className="admin-muted">{note}</p> : null}
      {rows.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and needs focus to scroll by keyboard.
        <section className="admin-table-wrap" tabIndex={0} aria-label={`${title} (table)`}>
          <table className="admin-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={column.money ? "gst-money" : undefined}>
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
                    const text = column.money && typeof value === "number" ? formatInr(value) : String(value);
                    return index === 0 ? (
                      <th key={column.header} scope="row">
                        {text}
                      </th>
                    ) : (
                      <td key={column.header} className={column.money ? "gst-money" : undefined} data-label={column.header}>
                        {text}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
