import { Link } from "#app/components/link.tsx";

/**
 * The back office's lists keep their filters and page in the URL, so a filtered list can be
 * bookmarked, shared and reloaded, and paging works without scripts.
 */

/** The same list with one filter changed; any filter but the page itself goes back to the first page. */
export function withFilter(filters: Record<string, string>, name: string, value: string): string {
  const next = new URLSearchParams();
  for (const [key, current] of Object.entries({ ...filters, [name]: value, ...(name === "page" ? {} : { page: "" }) })) {
    if (current) next.set(key, current);
  }
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/** "Previous / Page n of m / Next" under a list of more than one page. */
export function ListPages({
  label,
  filters,
  totalPages,
  previous = "Previous",
  next = "Next",
}: {
  label: string;
  filters: Record<string, string> & { page: string };
  totalPages: number;
  previous?: string;
  next?: string;
}) {
  const page = Number(filters.page) || 1;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="admin-pages">
      {page > 1 ? <Link to={withFilter(filters, "page", String(page - 1))}>{previous}</Link> : null}
      <span>
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? <Link to={withFilter(filters, "page", String(page + 1))}>{next}</Link> : null}
    </nav>
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
