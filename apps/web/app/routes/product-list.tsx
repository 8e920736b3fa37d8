import { productTag, searchFacets, variantSummary } from "@chhaap/contract/catalog";
import { category } from "@chhaap/contract/reference";
import { type AppLoadContext, data, isRouteErrorResponse, redirect, useLocation, useNavigation } from "react-router";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { SearchX } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { clampPage } from "#app/components/page-window.ts";
import { Pagination } from "#app/components/pagination.tsx";
import { EmptyResults } from "#app/features/product/empty-results.tsx";
import { FacetChips } from "#app/features/product/facet-chips.tsx";
import { FacetForm } from "#app/features/product/facet-form.tsx";
import { FacetSheet, FILTERS_ID } from "#app/features/product/facet-sheet.tsx";
import { resultTotal } from "#app/features/product/facet-values.ts";
import { ListFilters } from "#app/features/product/list-filters.tsx";
import {
  canonicalListPath,
  clearedQuery,
  isFiltered,
  type ListQuery,
  listHref,
  priceRedirect,
  readListQuery,
  searchApiPath,
  titleCase,
} from "#app/features/product/list-query.ts";
import { cardOf, ProductCard } from "#app/features/product/product-card.tsx";
import { fetchEnvelope, fetchList, fetchSharedList } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useShopText, useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { Messages } from "#app/lib/i18n/messages.ts";
import { translate } from "#app/lib/i18n/translate.ts";
import { logLine } from "#app/lib/log-line.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import "../styles/product-list.css";
import type { Route } from "./+types/product-list";

const searchAnswer = variantSummary.array();

/**
 * The public search: one page of cards and every facet's counts in one call; null when the API
 * fails, which the list shows as its error state.
 */
async function searchVariants(context: AppLoadContext, query: ListQuery) {
  const { data: variants, totalPages, body } = await fetchEnvelope(context, searchApiPath(query), searchAnswer);
  const facets = searchFacets.safeParse((body as { facets?: unknown } | undefined)?.facets);
  return variants && facets.success ? { variants, totalPages, facets: facets.data } : null;
}

/** Ways on from an empty list: the shop's top categories and tags (fetched only when nothing matched). */
async function emptyStateSuggestions(context: AppLoadContext) {
  const [categories, tags] = await Promise.all([
    fetchList(context, "/api/category/isTopCategory", category),
    fetchList(context, "/api/product-tag", productTag),
  ]);
  return { categories: categories.map(({ name, slug }) => ({ name, slug })).slice(0, 8), tags: tags.slice(0, 8) };
}

/**
 * The name a category's list is headed with; a slug the shop lacks (an old link) reads as words,
 * and its list is empty.
 */
async function categoryName(context: AppLoadContext, slug: string | undefined): Promise<string | undefined> {
  if (!slug) return undefined;
  const categories = await fetchSharedList(context, "/api/category", category);
  return categories.find((entry) => entry.slug === slug)?.name ?? titleCase(slug.replaceAll("-", " "));
}

// A heart's save or remove does not search again (with every facet's counts) behind it.
export { shouldRevalidate } from "#app/features/wishlist/heart-revalidation.ts";
// Anonymous shoppers share this page for five seconds (docs/decisions/0009).
export { headers } from "#app/lib/shared-page.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const shareable = priceRedirect(params);
  if (shareable) throw redirect(shareable);
  const query = readListQuery(params);
  // A list of one category is headed with its name; several read as the whole shop with chips.
  const [result, inCategory] = await Promise.all([
    searchVariants(context, query),
    categoryName(context, query.categories.length === 1 ? query.categories[0] : undefined),
  ]);
  if (!result) throw data(null, { status: 503 });
  // Only pages 1..totalPages exist; a stale link past the end lands on the last page.
  if (result.totalPages > 0 && query.page > result.totalPages) {
    throw redirect(listHref({ ...query, page: clampPage(query.page, result.totalPages) }));
  }
  return {
    query,
    categoryName: inCategory,
    variants: result.variants.map(cardOf),
    totalPages: result.totalPages,
    facets: result.facets,
    total: resultTotal(result.facets, query),
    suggestions: result.variants.length === 0 ? await emptyStateSuggestions(context) : null,
  };
}

/** "Buy Ajrakh Print {name} Online", named after the category, the search or the whole shop. */
function listName(inCategory: string | undefined, q: string, messages: Messages): string {
  return inCategory ?? (q ? titleCase(q) : translate(messages, "allClothing"));
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  const q = loaderData?.query.q ?? "";
  const page = loaderData?.query.page ?? 1;
  const categories = loaderData?.query.categories ?? [];
  // A category's name in the shopper's language ("Sarees" in Hindi), when the shop has translated it.
  const listed = listName(loaderData?.categoryName, q, messages);
  const name = root?.shopText?.[listed] ?? listed;
  // A search that found nothing is not an offer to buy that thing, nor a page for search engines.
  if ((q || categories.length > 0) && loaderData?.variants.length === 0) {
    return [
      ...pageMeta({
        title: translate(messages, "noResultsFor", { query: q || name }),
        description: translate(messages, "noResultsSpelling"),
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const title = translate(messages, "listHeading", { name });
  return pageMeta({
    title: page > 1 ? `${title} · ${translate(messages, "pageNumber", { page })}` : title,
    description: translate(messages, "listDescription", { name }),
    publicUrl: root?.publicUrl,
    pathname: canonicalListPath({ categories, q, page }),
  });
}

/** A phone shows two cards in the first row. */
const PRIORITY_CARDS = 2;

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { query, categoryName: inCategory, variants, totalPages, facets, total, suggestions } = loaderData;
  // The list is "loading" while the next list is fetched; the old one stays, dimmed, and the filters
  // already show what was asked for.
  const next = navigation.state === "loading" && navigation.location.pathname === "/product" ? navigation.location : null;
  const loading = next !== null;
  const shown = next ? readListQuery(new URLSearchParams(next.search)) : query;
  const shopText = useShopText();
  const name = inCategory ? shopText(inCategory) : query.q ? shopText(titleCase(query.q)) : t("allClothing");
  const named = Boolean(inCategory || query.q);
  // What an empty list says it looked for: the words typed, else the category.
  const soughtText = query.q || (inCategory ? name : "");
  const narrowed = isFiltered(query) || query.sort !== undefined;
  const empty = variants.length === 0;

  return (
    <div className="product-list container">
      <Breadcrumb trail={[{ label: t("home"), href: "/" }, { label: named ? name.toUpperCase() : t("product") }]} />
      <header className="product-list__head">
        <h1 dir="auto">{soughtText && empty ? t("searchResultsFor", { query: soughtText }) : t("listHeading", { name })}</h1>
        <div className="product-list__tools">
          <FacetSheet query={shown} facets={facets} total={total} loading={loading} />
          <ListFilters query={query} />
        </div>
      </header>
      <div className="product-list__body">
        <div id={FILTERS_ID} className="product-list__facets">
          <h2 id="filters-title" className="product-list__facets-title">
            {t("filters")}
          </h2>
          <FacetForm query={shown} facets={facets} labelledBy="filters-title" />
        </div>
        <div className="product-list__main">
          <FacetChips query={query} facets={facets} />
          <div aria-busy={loading} className={loading ? "results results--loading" : "results"}>
            {/* One status element whatever the list holds (a count, or nothing found), so every change a
                filter makes is announced; the cards are h3 under it. */}
            <section aria-labelledby="results-count" className={empty ? "empty-results" : undefined}>
              {empty ? <SearchX className="empty-results__icon" aria-hidden="true" size={40} strokeWidth={1.5} /> : null}
              <div role="status">
                <h2 id="results-count" className={empty ? undefined : "results__count"} dir="auto">
                  {empty
                    ? soughtText
                      ? t("noResultsFor", { query: soughtText })
                      : t("noResults")
                    : totalPages <= 1
                      ? t("resultsCount", { count: total })
                      : `${t("resultsCount", { count: total })} · ${t("resultsPage", { page: query.page, pages: totalPages })}`}
                </h2>
              </div>
              {empty ? (
                <EmptyResults
                  clearFiltersHref={narrowed ? listHref(clearedQuery(query)) : null}
                  categories={suggestions?.categories ?? []}
                  tags={suggestions?.tags ?? []}
                />
              ) : (
                <>
                  <ul className="product-grid">
                    {variants.map((variant, index) => (
                      <li key={variant._id}>
                        <ProductCard variant={variant} priority={index < PRIORITY_CARDS} />
                      </li>
                    ))}
                  </ul>
                  <Pagination page={query.page} totalPages={totalPages} hrefFor={(page) => listHref({ ...query, page })} />
                </>
              )}
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}

/** A failed list fetch is the list's error state; the shell and a way back stay. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const location = useLocation();
  if (!isRouteErrorResponse(error)) logLine("error", "[web] a page failed", error);
  return (
    <div className="product-list container">
      <Breadcrumb trail={[{ label: t("home"), href: "/" }, { label: t("product") }]} />
      <section className="empty-results" aria-labelledby="list-error-title">
        <h1 id="list-error-title">{t("listErrorTitle")}</h1>
        <p>{t("listErrorText")}</p>
        <p className="empty-results__actions">
          {/* A full reload: the client-side state may be what failed. */}
          <a href={`${location.pathname}${location.search}`} className="button button--primary">
            {t("tryAgain")}
          </a>
          <Link to="/" className="button button--ghost">
            {t("backHome")}
          </Link>
        </p>
      </section>
    </div>
  );
}
