import type { RowData } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { DataTable, type DeskColumn } from "./data-table.tsx";

/**
 * Every back-office list has the same shape: a heading (with its buttons), tabs and filters, a word
 * about filters the API refused, the rows as a table or a line saying there are none, and paging.
 * Filters and page live in the URL, so a filtered list can be bookmarked, shared and reloaded, and
 * filtering and paging work without scripts.
 */

/** The filters a list reads from its URL, each as typed (trimmed; "" when absent), and the query passing them on. */
export function readFilters<const Name extends string>(
  request: Request,
  names: readonly Name[],
): { filters: Record<Name, string>; query: URLSearchParams } {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of names) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const filters = Object.fromEntries(names.map((name) => [name, query.get(name) ?? ""])) as Record<Name, string>;
  return { filters, query };
}

/** Whether any filter but the page narrows the list (its empty line then says "match", not "none yet"). */
export function isFiltered(filters: Record<string, string>): boolean {
  return Object.entries(filters).some(([name, value]) => name !== "page" && value !== "");
}

/** The same list with some filters changed; a change to any filter but the page goes back to the first page. */
export function withFilter(filters: Record<string, string>, change: Record<string, string>): string {
  const next = new URLSearchParams();
  const paging = Object.keys(change).every((name) => name === "page");
  for (const [key, current] of Object.entries({ ...filters, ...change, ...(paging ? {} : { page: "" }) })) {
    if (current) next.set(key, current);
  }
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/** "Previous / Page n of m / Next" under a list of more than one page. */
function ListPages({
  label,
  filters,
  totalPages,
  previous = "Previous",
  next = "Next",
}: {
  label: string;
  filters: Record<string, string>;
  totalPages: number;
  previous?: string;
  next?: string;
}) {
  const page = Number(filters.page) || 1;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="admin-pages">
      {page > 1 ? <Link to={withFilter(filters, { page: String(page - 1) })}>{previous}</Link> : null}
      <span>
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? <Link to={withFilter(filters, { page: String(page + 1) })}>{next}</Link> : null}
    </nav>
  );
}

/** Tabs over a list (by status, say), the open one marked as the current page. */
export function ListTabs({ label, tabs }: { label: string; tabs: { to: string; label: string; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="admin-tabs">
      {tabs.map((tab) => (
        <Link key={tab.to} to={tab.to} aria-current={tab.current ? "page" : undefined} className="admin-tab">
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** A list's filters: a form that loads the same list with them, so it works before scripts do. */
export function ListFilters({ submit, children, after }: { submit: string; children: ReactNode; after?: ReactNode }) {
  return (
    <Form method="get" className="admin-filters">
      {children}
      <button type="submit" className="admin-button admin-button--primary">
        {submit}
      </button>
      {after}
    </Form>
  );
}

/** A list filter typed in: a search by default, or a date. */
export function FilterInput({
  label = "Search",
  name,
  value,
  type = "search",
  placeholder,
  maxLength,
}: {
  label?: string;
  name: string;
  value: string | undefined;
  type?: "search" | "date";
  placeholder?: string;
  maxLength?: number;
}) {
  return (
    <label className="admin-field">
      <span>{label}</span>
      <input name={name} type={type} defaultValue={value ?? ""} placeholder={placeholder} maxLength={maxLength} />
    </label>
  );
}

/** A list filter that picks one of `options` (value and label, in order), or "Any" for no filter. */
export function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly (readonly [value: string, label: string])[];
}) {
  return (
    <label className="admin-field">
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ""}>
        <option value="">Any</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A back-office list page. `children` come between the heading and the rows (an introduction, tabs,
 * filters, the answer to a change); `problem` is a filter the API could not read; `footer` follows
 * the paging.
 */
export function ListPage<TData extends RowData>({
  id,
  title,
  actions,
  children,
  problem = null,
  rows,
  empty,
  columns,
  caption,
  rowId,
  pages,
  footer,
}: {
  /** Names the section: its heading is `${id}-title`. */
  id: string;
  title: string;
  /** Buttons beside the heading ("New coupon"). */
  actions?: ReactNode;
  children?: ReactNode;
  problem?: string | null;
  rows: TData[];
  /** What the list says when it has no rows. */
  empty: ReactNode;
  columns: DeskColumn<TData>[];
  caption: string;
  rowId: (row: TData) => string;
  pages?: { label: string; filters: Record<string, string>; totalPages: number; previous?: string; next?: string };
  footer?: ReactNode;
}) {
  const loading = useNavigation().state === "loading";
  const heading = <h1 id={`${id}-title`}>{title}</h1>;
  return (
    <section aria-labelledby={`${id}-title`}>
      {actions ? (
        <div className="admin-heading-row">
          {heading}
          <div className="admin-actions">{actions}</div>
        </div>
      ) : (
        heading
      )}
      {children}
      {problem ? <p className="admin-message admin-message--warning">{problem}</p> : null}
      <div aria-busy={loading}>
        {rows.length === 0 ? (
          <p className="admin-empty">{empty}</p>
        ) : (
          <DataTable columns={columns} data={rows} caption={caption} rowId={rowId} />
        )}
      </div>
      {pages ? <ListPages {...pages} /> : null}
      {footer}
    </section>
  );
}
