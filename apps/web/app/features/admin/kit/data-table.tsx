import {
  type ColumnDef,
  createColumnHelper,
  createSortedRowModel,
  type RowData,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { type ReactNode, useId } from "react";

/**
 * The back office's lists: rows from one page of the API, sorted in the browser by the column a
 * member of staff picks (TanStack Table). The API still decides which rows make the page (filters,
 * search and paging stay on the server). Headers that sort are buttons carrying `aria-sort`; on a
 * phone, where rows become cards and headers are hidden, a "Sort by" list does the same.
 */

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime },
});

export type DeskFeatures = typeof features;
export type DeskColumn<TData extends RowData> = ColumnDef<DeskFeatures, TData, unknown>;

/** Column definitions for one kind of row, with its value types inferred. */
export function deskColumns<TData extends RowData>() {
  return createColumnHelper<DeskFeatures, TData>();
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

export function DataTable<TData extends RowData>({
  columns,
  data,
  caption,
  rowId,
}: {
  /** Headers are plain words: they also name the phone's "Sort by" choices. */
  columns: DeskColumn<TData>[];
  data: TData[];
  caption: string;
  rowId: (row: TData) => string;
}): ReactNode {
  const table = useTable({ features, columns, data, getRowId: rowId, enableMultiSort: false });
  const sortSelect = useId();
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());
  const [current] = table.state.sorting;
  return (
    <>
      {sortable.length > 0 ? (
        <p className="admin-sort-select">
          <label htmlFor={sortSelect}>Sort by</label>
          <select
            id={sortSelect}
            value={current ? `${current.id}:${current.desc ? "desc" : "asc"}` : ""}
            onChange={(event) => {
              const [id, direction] = event.currentTarget.value.split(":");
              const next: SortingState = id ? [{ id, desc: direction === "desc" }] : [];
              table.setSorting(next);
            }}
          >
            <option value="">As listed</option>
            {sortable.flatMap((column) => {
              const name = typeof column.columnDef.header === "string" ? column.columnDef.header : column.id;
              return [
                <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
                  {name}, A to Z / lowest first
                </option>,
                <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
                  {name}, Z to A / highest first
                </option>,
              ];
            })}
          </select>
        </p>
      ) : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  if (!header.column.getCanSort()) {
                    return (
                      <th key={header.id} scope="col">
                        <table.FlexRender header={header} />
                      </th>
                    );
                  }
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : "none"}>
                      <button type="button" className="admin-sort" onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <span aria-hidden="true" className="admin-sort__arrow">
                          {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
