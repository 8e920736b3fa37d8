import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { categoryListUrl, productSearchUrl } from "#app/lib/product-search-url.ts";

/**
 * A list with nothing in it still offers a way on: other searches, fewer filters, the whole shop.
 * Drawn under the list's own heading (the route's status element, which says nothing was found).
 */
export function EmptyResults({
  clearFiltersHref,
  categories,
  tags,
}: {
  /** The same list without its filters and sort; null when none is set. */
  clearFiltersHref: string | null;
  categories: { name: string; slug: string }[];
  tags: { tag: string; taglink: string }[];
}) {
  const t = useT();
  return (
    <>
      <ul className="empty-results__tips">
        <li>{t("noResultsSpelling")}</li>
        {clearFiltersHref ? <li>{t("noResultsFilters")}</li> : null}
      </ul>
      <p className="empty-results__actions">
        {clearFiltersHref ? (
          <Link to={clearFiltersHref} className="button button--primary">
            {t("clearFilters")}
          </Link>
        ) : null}
        <Link to="/product" className={clearFiltersHref ? "button button--ghost" : "button button--primary"}>
          {t("browseProducts")}
        </Link>
      </p>
      {categories.length > 0 ? (
        <nav className="empty-results__group" aria-labelledby="empty-results-categories">
          <h3 id="empty-results-categories">{t("popularCategories")}</h3>
          <ul className="chip-list">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to={categoryListUrl(category.slug)} className="chip">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {tags.length > 0 ? (
        <nav className="empty-results__group" aria-labelledby="empty-results-tags">
          <h3 id="empty-results-tags">{t("popularTags")}</h3>
          <ul className="chip-list">
            {tags.map((tag) => (
              <li key={tag.taglink}>
                <Link to={productSearchUrl(tag.taglink)} className="chip">
                  {tag.tag}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
