import { ChevronLeft, ChevronRight } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { clampPage, pageItems } from "./page-window.ts";

/**
 * Previous/next, a window of 5 page numbers around the current page, first/last shortcuts
 * and ellipses. Plain links, so every page has a URL and works without JavaScript; only
 * pages 1..totalPages are offered.
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  const current = clampPage(page, totalPages);
  return (
    <nav className="pagination" aria-label={t("pagination")}>
      <ul className="pagination__list">
        <li>
          {current > 1 ? (
            <Link to={hrefFor(current - 1)} rel="prev" className="pagination__step" prefetch="intent">
              <ChevronLeft aria-hidden="true" size={18} />
              <span>{t("previousPage")}</span>
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-disabled="true">
              <ChevronLeft aria-hidden="true" size={18} />
              <span>{t("previousPage")}</span>
            </span>
          )}
        </li>
        {pageItems(current, totalPages).map((item) =>
          item.kind === "gap" ? (
            <li key={`gap-${item.key}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                className="pagination__page"
                aria-current={item.page === current ? "page" : undefined}
                aria-label={t("pageNumber", { page: item.page })}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link to={hrefFor(current + 1)} rel="next" className="pagination__step" prefetch="intent">
              <span>{t("nextPage")}</span>
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-disabled="true">
              <span>{t("nextPage")}</span>
              <ChevronRight aria-hidden="true" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
