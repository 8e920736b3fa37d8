import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/**
 * Breadcrumb trails such as Home > SAREES; the last crumb is the page itself. The chevrons between
 * crumbs are drawn by the stylesheet (product-list.css), not written as icons.
 */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const t = useT();
  return (
    <nav className="breadcrumb" aria-label={t("breadcrumb")}>
      <ol className="breadcrumb__list">
        {trail.map((crumb) => (
          <li key={`${crumb.href ?? ""}|${crumb.label}`} className="breadcrumb__item">
            {crumb.href ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current="page" dir="auto">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
