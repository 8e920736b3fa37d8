import type { VariantDetail } from "@chhaap/contract/catalog";
import { Link } from "#app/components/link.tsx";
import { Picture } from "#app/components/picture.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** The product's colourways, this one first; each links to its own variant page. */
export function ColourSwatches({
  current,
  others,
}: {
  current: { color: string; image: string };
  others: VariantDetail["otherColourways"];
}) {
  const t = useT();
  if (others.length === 0) {
    return (
      <p className="swatches__current">
        {t("colour")}: <span dir="auto">{current.color}</span>
      </p>
    );
  }
  return (
    <div className="swatches">
      <p className="swatches__current" id="swatches-label">
        {t("colour")}: <span dir="auto">{current.color}</span>
      </p>
      <ul className="swatches__list" aria-labelledby="swatches-label">
        <li>
          <span className="swatch swatch--current" aria-current="true" title={current.color}>
            <Picture src={current.image} at={320} alt={current.color} width={48} height={60} loading="lazy" />
          </span>
        </li>
        {others.map((colourway) => (
          <li key={colourway._id}>
            <Link to={`/product-details/${colourway._id}`} className="swatch" title={colourway.color} prefetch="intent">
              <Picture src={colourway.image} at={320} alt={colourway.color} width={48} height={60} loading="lazy" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
