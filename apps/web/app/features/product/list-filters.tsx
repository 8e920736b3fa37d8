import { type FormEvent, useId } from "react";
import { Form, useNavigate } from "react-router";
import { formatRoundPrice } from "#app/lib/currency.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import { useDisplayCurrency } from "#app/lib/use-display-currency.ts";
import { type ListQuery, listHref, PRICE_RANGES, type PriceRange, priceRangeValue, readListQuery } from "./list-query.ts";

function priceLabelKey(range: PriceRange): MessageKey {
  if (range.min === undefined) return "priceUnder";
  if (range.max === undefined) return "priceAndAbove";
  return "priceBetween";
}

/**
 * Price filter and sort for the list. A GET form, so it works before JavaScript (then the
 * Apply button shows); with JavaScript a change applies at once and starts again at page 1.
 */
export function ListFilters({ query }: { query: ListQuery }) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  // The ranges are INR sale prices (what the API filters on), labelled in the currency the grid shows.
  const currency = useDisplayCurrency();

  function apply(event: FormEvent<HTMLFormElement>) {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") params.append(name, value);
    navigate(listHref({ ...readListQuery(params), page: 1 }));
  }

  // Remount when the URL changes (back button, a link) so the selects show what the list shows.
  const key = listHref({ ...query, page: 1 });
  return (
    <Form key={key} method="get" action="/product" className="list-filters" onChange={apply}>
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      <div className="list-filters__field">
        <label htmlFor={`${id}-price`}>{t("priceFilter")}</label>
        <select id={`${id}-price`} name="price" defaultValue={priceRangeValue(query)}>
          <option value="">{t("anyPrice")}</option>
          {PRICE_RANGES.map((range) => (
            <option key={range.value} value={range.value}>
              {t(priceLabelKey(range), {
                min: formatRoundPrice(range.min ?? 0, currency),
                max: formatRoundPrice(range.max ?? 0, currency),
              })}
            </option>
          ))}
        </select>
      </div>
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
