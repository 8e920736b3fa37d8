import type { ProductTag } from "@chhaap/contract/catalog";
import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { productSearchUrl } from "#app/lib/product-search-url.ts";

/** A row of tag links, each searching the list for its taglink. */
export function TagRow({ tags }: { tags: ProductTag[] }) {
  const t = useT();
  return (
    <nav className="home-section home-section--tight container" aria-labelledby="tags-title">
      <h2 id="tags-title" className="tag-row__title">
        {t("homeTags")}
      </h2>
      <ul className="tag-row">
        {tags.map((tag) => (
          <li key={tag._id}>
            <Link to={productSearchUrl(tag.taglink)} className="tag-row__link">
              {tag.tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
