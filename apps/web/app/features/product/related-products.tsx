import { Suspense } from "react";
import { Await } from "react-router";
import { ProductCard, type ProductCardVariant } from "#app/features/product/product-card.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** Related products from the same category; deferred, so the page shows before they arrive. */
export function RelatedProducts({ variants }: { variants: Promise<ProductCardVariant[]> }) {
  const t = useT();
  return (
    <Suspense fallback={<div className="related related--pending" aria-hidden="true" />}>
      <Await resolve={variants}>
        {(list) =>
          list.length > 0 ? (
            <section className="related" aria-labelledby="related-title">
              <h2 id="related-title" className="section-title">
                {t("relatedProducts")}
              </h2>
              <ul className="product-grid">
                {list.map((variant) => (
                  <li key={variant._id}>
                    <ProductCard variant={variant} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
