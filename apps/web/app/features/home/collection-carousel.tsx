import { Link } from "#app/components/link.tsx";
import { ProductCard } from "#app/features/product/index.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { Carousel } from "./carousel.tsx";
import type { HomeCollection } from "./home-data.server.ts";
import { SectionHeading } from "./section-heading.tsx";

/**
 * The week, most-selling and most-liked collections as sliders of the shop's one
 * product card; week and most selling end with a View more button to /product.
 */
export function CollectionCarousel({
  id,
  collection,
  viewMore = false,
}: {
  id: string;
  collection: HomeCollection;
  viewMore?: boolean;
}) {
  const t = useT();
  const titleId = `${id}-title`;
  return (
    <div className="home-section container">
      <Carousel
        kind="products"
        labelledBy={titleId}
        head={<SectionHeading id={titleId} title={collection.tittle} subtitle={collection.subTittle} />}
        items={collection.varient}
        itemKey={(variant) => variant._id}
        renderSlide={(variant) => (
          <ProductCard
            variant={variant}
            sizes="(min-width: 1240px) 295px, (min-width: 1024px) 24vw, (min-width: 640px) 31vw, 44vw"
          />
        )}
      />
      {viewMore ? (
        <p className="home-section__more">
          <Link to="/product" className="button button--ghost" aria-describedby={titleId}>
            {t("homeViewMore")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
