import type { SearchFacets } from "@chhaap/contract/catalog";
import { X } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { formatRoundPrice } from "#app/lib/currency.ts";
import { useShopText, useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useDisplayCurrency } from "#app/lib/use-display-currency.ts";
import { facetValues, priceRangeLabel } from "./facet-values.ts";
import { clearedQuery, isFiltered, type ListQuery, listHref } from "./list-query.ts";

interface Chip {
  key: string;
  label: string;
  /** The list without this filter. */
  href: string;
}

/**
 * The filters on, one removable chip each, and "Clear all": plain links, so they work before
 * JavaScript and each removal is a step the back button undoes.
 */
export function FacetChips({ query, facets }: { query: ListQuery; facets: SearchFacets }) {
  const t = useT();
  const shopText = useShopText();
  const currency = useDisplayCurrency();
  if (!isFiltered(query)) return null;

  const values = facetValues(facets, query, { t, shopText });
  const at = (next: ListQuery) => listHref({ ...next, page: 1 });
  function chipsOf(entries: { value: string; label: string; selected: boolean }[], without: (value: string) => ListQuery) {
    return entries.filter((entry) => entry.selected).map((entry) => ({ label: entry.label, href: at(without(entry.value)) }));
  }
  const chips: Chip[] = [
    ...chipsOf(values.category, (value) => ({ ...query, categories: query.categories.filter((each) => each !== value) })),
    ...chipsOf(values.size, (value) => ({ ...query, sizes: query.sizes.filter((each) => each !== value) })),
    ...chipsOf(values.color, (value) => ({ ...query, colours: query.colours.filter((each) => each !== value) })),
    ...chipsOf(values.material, (value) => ({ ...query, materials: query.materials.filter((each) => each !== value) })),
    ...(query.minPrice !== undefined || query.maxPrice !== undefined
      ? [
          {
            label: priceRangeLabel({ min: query.minPrice, max: query.maxPrice }, t, (rupees) =>
              formatRoundPrice(rupees, currency),
            ),
            href: at({ ...query, minPrice: undefined, maxPrice: undefined }),
          },
        ]
      : []),
    ...(query.inStock ? [{ label: t("inStockOnly"), href: at({ ...query, inStock: false }) }] : []),
  ].map((chip) => ({ ...chip, key: chip.href }));

  return (
    <nav className="facet-chips" aria-label={t("activeFilters")}>
      <ul className="facet-chips__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.href} preventScrollReset className="facet-chip" aria-label={t("removeFilter", { label: chip.label })}>
              <span dir="auto">{chip.label}</span>
              <X aria-hidden="true" size={16} />
            </Link>
          </li>
        ))}
        <li>
          <Link to={listHref({ ...clearedQuery(query), sort: query.sort })} preventScrollReset className="facet-chips__clear">
            {t("clearAll")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
