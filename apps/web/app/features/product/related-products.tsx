import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { productSearchUrl } from "#app/lib/product-search-url.ts";
import { ProductCard } from "./product-card.tsx";
import { useRelatedCards } from "./use-related-cards.ts";

/**
 * "You may also like": pieces of the same category, drawn in the browser once the row nears the
 * screen. The server writes only the heading and a link to the category: eight cards were a third of
 * a product page's HTML and a seventh of its server time, for a row below the fold (docs/performance.md,
 * twenty-first session). Without scripts, and for crawlers, the link leads on to the same pieces.
 * While the cards come, a block about their height holds their place.
 */
export function RelatedProducts({ variantId, category }: { variantId: string; category: string }) {
  const t = useT();
  const { ref, cards } = useRelatedCards(variantId);
  return (
    <section ref={ref} className="related" aria-labelledby="related-title" aria-busy={cards.state === "waiting"}>
      <h2 id="related-title" className="section-title">
        {t("relatedProducts")}
      </h2>
      {cards.state === "ready" && cards.cards.length > 0 ? (
        <ul className="product-grid">
          {cards.cards.map((variant) => (
            <li key={variant._id}>
              <ProductCard variant={variant} />
            </li>
          ))}
        </ul>
      ) : null}
      {/* Holds a full row's place while the cards come, so what is below does not jump as the shopper
          scrolls to it; not without scripts. */}
      {cards.state === "waiting" ? <span className="related__space" /> : null}
      <p className="related__more">
        <Link to={productSearchUrl(category)}>{t("relatedMore", { category })}</Link>
      </p>
    </section>
  );
}
