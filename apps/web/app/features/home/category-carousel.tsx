import type { Category } from "@chhaap/contract/reference";
import { Link } from "#app/components/link.tsx";
import { Picture } from "#app/components/picture.tsx";
import { useShopText, useT } from "#app/lib/i18n/i18n-provider.tsx";
import { categoryListUrl } from "#app/lib/product-search-url.ts";
import { Carousel } from "./carousel.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** The top categories titled Our Collection, each leading to its list (/product?category={slug}). */
export function CategoryCarousel({ categories }: { categories: Pick<Category, "_id" | "name" | "slug" | "cateImg">[] }) {
  const t = useT();
  const shopText = useShopText();
  return (
    <Carousel
      className="home-section container"
      kind="categories"
      labelledBy="collection-title"
      head={<SectionHeading id="collection-title" title={t("ourCollection")} />}
      items={categories}
      itemKey={(entry) => entry._id}
      renderSlide={(entry, index) => (
        <Link to={categoryListUrl(entry.slug)} className="collection-card">
          <Picture
            className="collection-card__image"
            src={entry.cateImg}
            sizes="(min-width: 1240px) 232px, (min-width: 992px) 19vw, (min-width: 600px) 30vw, 44vw"
            upTo={800}
            width={800}
            height={1000}
            alt=""
            // The first picture is the largest one near the top of the page: fetch it first. The
            // others wait, so they do not share a phone's slow link with it and the stylesheets.
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : undefined}
            decoding="async"
          />
          <span className="collection-card__name">{shopText(entry.name)}</span>
        </Link>
      )}
    />
  );
}
