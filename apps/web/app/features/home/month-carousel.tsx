import { Link } from "#app/components/link.tsx";
import { Picture } from "#app/components/picture.tsx";
import { useFormatPrice } from "#app/lib/use-display-currency.ts";
import { Carousel } from "./carousel.tsx";
import type { HomeCollection } from "./home-data.server.ts";
import { monthProductUrl } from "./month-product-url.ts";
import { SectionHeading } from "./section-heading.tsx";

/** The product-of-the-month carousel; each piece opens the list searched by its name. */
export function MonthCarousel({ collection, uniId }: { collection: HomeCollection; uniId: number }) {
  const price = useFormatPrice();
  return (
    <Carousel
      className="home-section container"
      kind="products"
      labelledBy="month-title"
      head={<SectionHeading id="month-title" title={collection.tittle} subtitle={collection.subTittle} />}
      items={collection.varient}
      itemKey={(variant) => variant._id}
      renderSlide={(variant) => {
        const image = variant.images[0];
        return (
          <Link to={monthProductUrl(variant.product.name, uniId)} className="tile">
            <span className="tile__media">
              {image ? (
                <Picture
                  src={image.url}
                  sizes="(min-width: 1240px) 295px, (min-width: 1024px) 24vw, (min-width: 640px) 31vw, 44vw"
                  upTo={800}
                  width={800}
                  height={1000}
                  alt={image.alt || variant.product.name}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
            </span>
            <span className="tile__name">{variant.product.name}</span>
            <span className="tile__price">{price(variant.salePrice)}</span>
          </Link>
        );
      }}
    />
  );
}
