import type { SearchFacets } from "@chhaap/contract/catalog";
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import { formatRoundPrice } from "#app/lib/currency.ts";
import { useShopText, useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useDisplayCurrency } from "#app/lib/use-display-currency.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { type FacetValue, facetValues, priceRangeLabel } from "./facet-values.ts";
import { type ListQuery, listHref, PRICE_RANGES, priceRangeValue } from "./list-query.ts";

/** The repeatable facets, as the URL names them and the list state holds them. */
const LISTS = {
  category: "categories",
  size: "sizes",
  color: "colours",
  material: "materials",
} as const satisfies Record<string, keyof ListQuery>;
type ListName = keyof typeof LISTS;

/**
 * The list's filters: category, size, colour, fabric, price and stock, each value with the number of
 * pieces it would show. A GET form, so it works before JavaScript (checkboxes and the Apply button
 * send the shareable URL); with JavaScript a change applies at once, on page 1, and the page keeps
 * its scroll. The boxes show `query` (the route passes the list being fetched while one is).
 */
export function FacetForm({
  query: given,
  facets,
  labelledBy,
  footer,
  onSubmitted,
}: {
  query: ListQuery;
  facets: SearchFacets;
  /** The heading naming the form (a landmark shoppers can jump to). */
  labelledBy: string;
  /** The sheet's "Show N results"; without it the form has an Apply button until scripts run. */
  footer?: ReactNode;
  onSubmitted?: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const shopText = useShopText();
  const currency = useDisplayCurrency();
  const hydrated = useHydrated();
  // A click shows at once, before the router reports the navigation it started (the boxes are
  // controlled); any other change of the list (loaded, back button) shows the list's own state.
  const givenHref = listHref(given);
  const [asked, setAsked] = useState<{ from: string; to: ListQuery } | null>(null);
  if (asked && asked.from !== givenHref) setAsked(null);
  const query = asked && asked.from === givenHref ? asked.to : given;
  const values = facetValues(facets, query, { t, shopText });
  // The matches' price span, shown beside the ranges; 0 to 0 when nothing matches.
  const pricesKnown = facets.price.max > 0;

  function go(next: ListQuery) {
    setAsked({ from: givenHref, to: next });
    navigate(listHref({ ...next, page: 1 }), { preventScrollReset: true });
  }

  function toggle(list: ListName, value: string) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const key = LISTS[list];
      const chosen = query[key].filter((each) => each !== value);
      go({ ...query, [key]: event.currentTarget.checked ? [...chosen, value] : chosen });
    };
  }

  function choosePrice(event: ChangeEvent<HTMLSelectElement>) {
    const range = PRICE_RANGES.find((each) => each.value === event.currentTarget.value);
    go({ ...query, minPrice: range?.min, maxPrice: range?.max });
  }

  // Every change has applied already: submitting only closes the sheet.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmitted?.();
  }

  function checkboxList(list: ListName, legend: string, entries: FacetValue[]) {
    if (entries.length === 0) return null;
    return (
      <fieldset className={`facet facet--${list}`}>
        <legend className="facet__legend">{legend}</legend>
        {/* Few elements a value (some 50 are drawn on every list): the label's last child is the count,
            the <bdi> the value's own words in their own direction. */}
        <div className="facet__values">
          {entries.map((entry) => (
            <label key={entry.value}>
              {/* Named in words ("Indigo, 40 pieces"): the label shows the bare number. */}
              <input
                type="checkbox"
                name={list}
                value={entry.value}
                checked={entry.selected}
                onChange={toggle(list, entry.value)}
                aria-label={entry.spoken}
              />
              {list === "color" ? <span className={`facet__swatch facet__swatch--${entry.value}`} /> : null}
              <bdi>{entry.label}</bdi>
              <span>{entry.count}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <Form method="get" action="/product" className="facet-form" onSubmit={submit} aria-labelledby={labelledBy}>
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {checkboxList("category", t("facetCategory"), values.category)}
      {checkboxList("size", t("facetSize"), values.size)}
      {checkboxList("color", t("colour"), values.color)}
      {checkboxList("material", t("facetFabric"), values.material)}
      <div className="facet">
        {/* The ranges are INR sale prices (what the API filters on), labelled in the currency the grid shows. */}
        <label htmlFor={`${id}-price`} className="facet__legend">
          {t("priceFilter")}
        </label>
        <select
          id={`${id}-price`}
          name="price"
          value={priceRangeValue(query)}
          onChange={choosePrice}
          className="facet__select"
          aria-describedby={pricesKnown ? `${id}-prices` : undefined}
        >
          <option value="">{t("anyPrice")}</option>
          {PRICE_RANGES.map((range) => (
            <option key={range.value} value={range.value}>
              {priceRangeLabel(range, t, (rupees) => formatRoundPrice(rupees, currency))}
            </option>
          ))}
        </select>
        {pricesKnown ? (
          <p id={`${id}-prices`} className="facet__hint">
            {t("priceOfMatches", {
              min: formatRoundPrice(facets.price.min, currency),
              max: formatRoundPrice(facets.price.max, currency),
            })}
          </p>
        ) : null}
      </div>
      <fieldset className="facet">
        <legend className="facet__legend">{t("facetAvailability")}</legend>
        <div className="facet__values">
          <label>
            <input
              type="checkbox"
              name="inStock"
              value="1"
              checked={query.inStock}
              onChange={(event) => go({ ...query, inStock: event.currentTarget.checked })}
              aria-label={values.inStockSpoken}
            />
            <bdi>{t("inStockOnly")}</bdi>
            <span>{facets.inStock}</span>
          </label>
        </div>
      </fieldset>
      {/* Until scripts run (never, or late on a slow phone) the ticked boxes are sent by Apply. */}
      {footer ??
        (hydrated ? null : (
          <button type="submit" className="button button--primary facet-form__apply">
            {t("applyFilters")}
          </button>
        ))}
    </Form>
  );
}
