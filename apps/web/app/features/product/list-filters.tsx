import { type FormEvent, useId } from "react";
import { Form, useNavigate } from "react-router";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { type ListQuery, listHref, listParams, readListQuery } from "./list-query.ts";

/**
 * The list's order. A GET form carrying the filters on as hidden fields, so it works before
 * JavaScript (then the Apply button shows); with JavaScript a change applies at once and starts
 * again at page 1.
 */
export function ListFilters({ query }: { query: ListQuery }) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();

  function apply(event: FormEvent<HTMLFormElement>) {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") params.append(name, value);
    navigate(listHref({ ...readListQuery(params), page: 1 }));
  }

  // The filters on, as the list's URL writes them (the sort and page are this form's own).
  const kept = [...listParams({ ...query, sort: undefined, page: 1 })];
  // Remount when the URL changes (back button, a link) so the select shows what the list shows.
  const key = listHref({ ...query, page: 1 });
  return (
    <Form key={key} method="get" action="/product" className="list-filters" onChange={apply}>
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="list-filters__field">
        <label htmlFor={`${id}-sort`}>{t("sortBy")}</label>
        <select id={`${id}-sort`} name="sort" defaultValue={query.sort ?? ""}>
          <option value="">{t("sortRelevance")}</option>
          <option value="price-asc">{t("sortLowToHigh")}</option>
          <option value="price-desc">{t("sortHighToLow")}</option>
        </select>
      </div>
      <noscript>
        <button type="submit" className="button button--ghost">
          {t("applyFilters")}
        </button>
      </noscript>
    </Form>
  );
}
